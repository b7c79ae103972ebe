// chrono-node 2.10.3, CPU time per phrase on the texts of a dates cases file (disputed included), each against its own
// reference instant: N parses (default 20000) after 2000 warm-up ones. Pace's counterpart: BenchmarkParseCases
// (tools/dates), cpu-µs/op. usage: npm i chrono-node@2.10.3 (outside the repo); NODE_PATH=that/node_modules node
// scripts/chrono_cpu.js CASES.jsonl [N]
const fs = require('fs'); const chrono = require('chrono-node');
const cases = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean).map(JSON.parse);
const N = parseInt(process.argv[3] || '20000');
function offsetMin(ref) { const m = ref.match(/([+-])(\d\d):(\d\d)$/); if (!m) return 0; return (m[1] === '-' ? -1 : 1) * (parseInt(m[2]) * 60 + parseInt(m[3])); }
const prepared = cases.map(c => ({ text: c.text, ref: { instant: new Date(c.ref), timezone: offsetMin(c.ref) } }));
for (let i = 0; i < 2000; i++) { const c = prepared[i % prepared.length]; chrono.parse(c.text, c.ref); }
const u0 = process.cpuUsage(); const t0 = process.hrtime.bigint();
for (let i = 0; i < N; i++) { const c = prepared[i % prepared.length]; chrono.parse(c.text, c.ref); }
const u = process.cpuUsage(u0); const wall = Number(process.hrtime.bigint() - t0) / 1e3;
const cpu = u.user + u.system;
console.log(`chrono-node 2.10.3: ${prepared.length} texts, ${N} parses: ${(cpu / N).toFixed(1)} µs CPU/phrase, ${(wall / N).toFixed(1)} µs wall/phrase, ${Math.round(N / cpu * 1e6)} phrases/CPU-s`);

package sidecar

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
)

// configure asks Linux to end the sidecar if Pace dies without stopping it, so no orphaned server
// keeps the model in memory.
func configure(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
}

// ownsPort reports whether process pid, or one it started, listens on TCP
// port of loopback: the listening socket's inode (/proc/net/tcp, tcp6) is
// among the descendants' open files. Without a readable /proc it cannot
// tell and answers true.
func ownsPort(pid, port int) bool {
	inodes := listeners(port)
	if inodes == nil {
		return true // no /proc to ask
	}
	if len(inodes) == 0 {
		return false
	}
	procs, err := os.ReadDir("/proc")
	if err != nil {
		return true
	}
	parent := map[int]int{}
	for _, e := range procs {
		if n, err := strconv.Atoi(e.Name()); err == nil {
			parent[n] = ppid(n)
		}
	}
	descends := func(n int) bool {
		for i := 0; i < 64 && n > 1; i++ {
			if n == pid {
				return true
			}
			n = parent[n]
		}
		return n == pid
	}
	for n := range parent {
		if !descends(n) {
			continue
		}
		fds, _ := os.ReadDir(fmt.Sprintf("/proc/%d/fd", n))
		for _, fd := range fds {
			link, err := os.Readlink(fmt.Sprintf("/proc/%d/fd/%s", n, fd.Name()))
			if err == nil && strings.HasPrefix(link, "socket:[") && inodes[strings.TrimSuffix(link[len("socket:["):], "]")] {
				return true
			}
		}
	}
	return false
}

// listeners are the inodes of sockets listening on port (nil without /proc).
func listeners(port int) map[string]bool {
	var out map[string]bool
	hexPort := fmt.Sprintf(":%04X", port)
	for _, f := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		if out == nil {
			out = map[string]bool{}
		}
		for _, line := range strings.Split(string(b), "\n")[1:] {
			fs := strings.Fields(line)
			// sl local_address rem_address st tx:rx tr:tm retrnsmt uid timeout inode
			if len(fs) > 9 && strings.HasSuffix(fs[1], hexPort) && fs[3] == "0A" {
				out[fs[9]] = true
			}
		}
	}
	return out
}

// ppid is the parent of process n, 0 when unknown.
func ppid(n int) int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", n))
	if err != nil {
		return 0
	}
	// pid (comm) state ppid …; comm may hold spaces and parentheses.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0
	}
	fs := strings.Fields(s[i+1:])
	if len(fs) < 2 {
		return 0
	}
	p, _ := strconv.Atoi(fs[1])
	return p
}

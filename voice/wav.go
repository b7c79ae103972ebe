package voice

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// WAV errors. DecodeWAV wraps them with details; compare with errors.Is.
var (
	ErrNotWAV         = errors.New("not a RIFF/WAVE file")
	ErrUnsupportedWAV = errors.New("unsupported WAV encoding")
)

const (
	wavPCM        = 1
	wavFloat      = 3
	wavExtensible = 0xFFFE
)

// EncodeWAV writes a as a canonical 44-byte-header RIFF/WAVE file: PCM, 1 channel, 16 bits per
// sample, a.Rate Hz (Microsoft/IBM RIFF specification, "fmt " and "data" chunks).
func EncodeWAV(a Audio) []byte {
	data := 2 * len(a.Samples)
	b := make([]byte, 44, 44+data)
	copy(b[0:], "RIFF")
	binary.LittleEndian.PutUint32(b[4:], uint32(36+data))
	copy(b[8:], "WAVE")
	copy(b[12:], "fmt ")
	binary.LittleEndian.PutUint32(b[16:], 16)
	binary.LittleEndian.PutUint16(b[20:], wavPCM)
	binary.LittleEndian.PutUint16(b[22:], 1)
	binary.LittleEndian.PutUint32(b[24:], uint32(a.Rate))
	binary.LittleEndian.PutUint32(b[28:], uint32(a.Rate*2))
	binary.LittleEndian.PutUint16(b[32:], 2)
	binary.LittleEndian.PutUint16(b[34:], 16)
	copy(b[36:], "data")
	binary.LittleEndian.PutUint32(b[40:], uint32(data))
	return append(b, EncodePCM(a)...)
}

type wavFormat struct {
	tag      uint16
	channels int
	rate     int
	bits     int
}

// DecodeWAV reads a RIFF/WAVE file and returns it as mono 16-bit audio at the file's own rate
// (use Resample to change it). It accepts integer PCM of 8, 16, 24 or 32 bits, 32- or 64-bit IEEE
// float, WAVE_FORMAT_EXTENSIBLE wrapping either, and any channel count (channels are averaged).
// Streamed files whose RIFF or data sizes are placeholders (espeak-ng --stdout writes 0x7ffff000-ish
// sizes because it cannot seek) are read up to the end of the bytes given. Errors wrap ErrNotWAV or
// ErrUnsupportedWAV.
func DecodeWAV(b []byte) (Audio, error) {
	if len(b) < 12 || string(b[0:4]) != "RIFF" || string(b[8:12]) != "WAVE" {
		return Audio{}, fmt.Errorf("decode wav: %w", ErrNotWAV)
	}
	var f *wavFormat
	for p := 12; p+8 <= len(b); {
		id := string(b[p : p+4])
		size := int(binary.LittleEndian.Uint32(b[p+4:]))
		body := b[p+8:]
		if size > len(body) || size < 0 {
			size = len(body)
		}
		body = body[:size]
		switch id {
		case "fmt ":
			var err error
			if f, err = parseFmt(body); err != nil {
				return Audio{}, err
			}
		case "data":
			if f == nil {
				return Audio{}, fmt.Errorf("decode wav: data chunk before fmt chunk: %w", ErrNotWAV)
			}
			return decodeSamples(body, *f)
		}
		p += 8 + size + size&1 // chunks are padded to even sizes
	}
	return Audio{}, fmt.Errorf("decode wav: no data chunk: %w", ErrNotWAV)
}

func parseFmt(body []byte) (*wavFormat, error) {
	if len(body) < 16 {
		return nil, fmt.Errorf("decode wav: fmt chunk of %d bytes: %w", len(body), ErrNotWAV)
	}
	f := &wavFormat{
		tag:      binary.LittleEndian.Uint16(body[0:]),
		channels: int(binary.LittleEndian.Uint16(body[2:])),
		rate:     int(binary.LittleEndian.Uint32(body[4:])),
		bits:     int(binary.LittleEndian.Uint16(body[14:])),
	}
	if f.tag == wavExtensible {
		if len(body) < 26 {
			return nil, fmt.Errorf("decode wav: short WAVE_FORMAT_EXTENSIBLE chunk: %w", ErrUnsupportedWAV)
		}
		// The sub-format GUID starts with the format tag it stands for.
		f.tag = binary.LittleEndian.Uint16(body[24:])
	}
	ok := f.channels > 0 && f.rate > 0 &&
		(f.tag == wavPCM && (f.bits == 8 || f.bits == 16 || f.bits == 24 || f.bits == 32) ||
			f.tag == wavFloat && (f.bits == 32 || f.bits == 64))
	if !ok {
		return nil, fmt.Errorf("decode wav: format %#x, %d channels, %d Hz, %d bits: %w",
			f.tag, f.channels, f.rate, f.bits, ErrUnsupportedWAV)
	}
	return f, nil
}

func decodeSamples(data []byte, f wavFormat) (Audio, error) {
	width := f.bits / 8
	frame := width * f.channels
	n := len(data) / frame
	out := make([]int16, n)
	for i := range n {
		var sum float64
		for c := range f.channels {
			sum += sampleAt(data[i*frame+c*width:], f.tag, f.bits)
		}
		out[i] = toInt16(sum / float64(f.channels))
	}
	return Audio{Rate: f.rate, Samples: out}, nil
}

// sampleAt returns one sample scaled to [-1, 1).
func sampleAt(b []byte, tag uint16, bits int) float64 {
	if tag == wavFloat {
		if bits == 32 {
			return float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))
		}
		return math.Float64frombits(binary.LittleEndian.Uint64(b))
	}
	switch bits {
	case 8: // 8-bit WAV is unsigned
		return (float64(b[0]) - 128) / 128
	case 16:
		return float64(int16(binary.LittleEndian.Uint16(b))) / 32768
	case 24:
		v := int32(uint32(b[0])<<8|uint32(b[1])<<16|uint32(b[2])<<24) >> 8
		return float64(v) / (1 << 23)
	default:
		return float64(int32(binary.LittleEndian.Uint32(b))) / (1 << 31)
	}
}

func toInt16(v float64) int16 {
	v = math.Round(v * 32768)
	switch {
	case v > math.MaxInt16:
		return math.MaxInt16
	case v < math.MinInt16:
		return math.MinInt16
	}
	return int16(v)
}

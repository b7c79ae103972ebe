package sidecar

import (
	"os/exec"
	"syscall"
)

// configure asks Linux to end the sidecar if Pace dies without stopping it, so no orphaned server
// keeps the model in memory.
func configure(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
}

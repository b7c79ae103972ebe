//go:build !linux

package sidecar

import "os/exec"

func configure(*exec.Cmd) {}

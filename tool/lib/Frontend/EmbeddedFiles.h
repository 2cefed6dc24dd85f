//===- EmbeddedFiles.h - forwards to Basic/EmbeddedFiles.h ------*- C++ -*-===//
// The embedded files moved to tool/lib/Basic/. This header remains for the
// runtime (runtime/src/Program.cpp includes "Frontend/EmbeddedFiles.h"); the
// translator includes "../Basic/EmbeddedFiles.h".
#include "../Basic/EmbeddedFiles.h"

// A translator header.

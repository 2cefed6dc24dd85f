int seven(void) { return 7; }

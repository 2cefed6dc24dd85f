#define BIAS 1 // found beside the including file

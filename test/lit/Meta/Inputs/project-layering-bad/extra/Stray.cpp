// A folder in no part.

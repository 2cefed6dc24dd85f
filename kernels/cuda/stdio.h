/* printf is declared by the ultima prelude. */
#pragma once

// The system zlib (Debian's zlib1g-dev), for inflating `.gz` files and members.
#include <zlib.h>

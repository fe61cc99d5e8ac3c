// C helpers for what Swift cannot call directly (setjmp-based libjpeg error handling, macros).
#ifndef CPLUMB_SUPPORT_H
#define CPLUMB_SUPPORT_H
#endif

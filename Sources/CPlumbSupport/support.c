#include "CPlumbSupport.h"

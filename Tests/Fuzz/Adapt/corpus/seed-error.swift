let s = "unterminated

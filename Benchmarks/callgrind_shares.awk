# callgrind_shares.awk: the share of a callgrind profile's instructions (Ir) that belongs to Plumb's own
# code, to the drawing libraries, and to neither.
#
#   valgrind --tool=callgrind --separate-callers=6 --callgrind-out-file=cg.out plumb-bench …
#   awk -f Benchmarks/callgrind_shares.awk cg.out cg.out    # the file twice: two passes
#   → plumb_ir lib_ir other_ir total_ir   (one line, four integers)
#
# Every instruction is counted once, by the object its function lives in:
#   plumb  the plumb-bench executable (every Plumb module is linked into it) and the Swift runtime,
#          Foundation and Dispatch, which only Plumb's code calls (allocation, reference counting,
#          collections, strings);
#   libs   everything else that is loaded: Pango, Cairo, pixman, libpng, zlib, HarfBuzz, FreeType,
#          fontconfig, GLib/GObject, FriBidi, libjpeg …;
#   shared libc, libm, libstdc++, libgcc_s, ld.so and unknown code (PLT stubs): their instructions go to
#          the nearest caller outside them. `--separate-callers=N` makes callgrind name each function
#          context with its callers (`memcpy'png_write_row'…`); the first caller in a plumb or libs
#          object decides. What has no such caller within N levels is "other".
function group(object,    base) {
  base = object; sub(/.*\//, "", base)
  if (base ~ /^plumb-bench$/ || base ~ /^plumb$/ || base ~ /^libswift/ || base ~ /^libFoundation/ \
      || base ~ /^lib_Foundation/ || base ~ /^libdispatch/ || base ~ /^libBlocksRuntime/) return "plumb"
  if (base ~ /^libc\.so/ || base ~ /^libm\.so/ || base ~ /^ld-linux/ || base ~ /^libstdc\+\+/ \
      || base ~ /^libgcc_s/ || base ~ /^libpthread/ || base == "???" || base == "") return "shared"
  return "libs"
}
# A compressed name: `(3) text` defines id 3 in `table`, `(3)` refers to it, plain text is itself.
function name(text, table,    id, rest) {
  if (match(text, /^\([0-9]+\)/)) {
    id = substr(text, 2, RLENGTH - 2)
    rest = substr(text, RLENGTH + 1); sub(/^ /, "", rest)
    if (rest != "") names[table, id] = rest
    return names[table, id]
  }
  return text
}
# The function without its caller context.
function base(context,    parts) { split(context, parts, "'"); return parts[1] }
# Pass 1: the object of every function (by its name without caller context).
FNR == NR {
  if ($0 ~ /^ob=/) { current = name(substr($0, 4), "ob"); callee = current }
  else if ($0 ~ /^cob=/) callee = name(substr($0, 5), "ob")
  else if ($0 ~ /^fn=/) { f = base(name(substr($0, 4), "fn")); if (!(f in home)) home[f] = group(current); callee = current }
  else if ($0 ~ /^cfn=/) { f = base(name(substr($0, 5), "fn")); if (!(f in home)) home[f] = group(callee) }
  else if ($0 ~ /^calls=/) callee = current
  next
}
# Pass 2: self costs (the cost line after `calls=` is the call's inclusive cost, skipped).
FNR == 1 { delete names; current = ""; context = ""; owner = "other" }
/^ob=/  { current = group(name(substr($0, 4), "ob")); next }
/^fn=/  { context = name(substr($0, 4), "fn"); owner = current
          if (owner == "shared") {
            n = split(context, parts, "'"); owner = "other"
            for (i = 2; i <= n; i++) if (parts[i] in home && home[parts[i]] != "shared") { owner = home[parts[i]]; break }
          }
          next }
/^cob=/ || /^cfn=/ { if ($0 ~ /^cfn=/) name(substr($0, 5), "fn"); else name(substr($0, 5), "ob"); next }
/^calls=/ { skip = 1; next }
/^[0-9+*-]/ { if (skip) { skip = 0; next }; cost[owner] += $2; next }
END {
  total = cost["plumb"] + cost["libs"] + cost["other"]
  printf "%.0f %.0f %.0f %.0f\n", cost["plumb"], cost["libs"], cost["other"], total
}

#!/usr/bin/env bash
# Runs the built product on every hostile input of releng/hostile-inputs (cases.txt says what each case runs
# and expects) and checks what a user sees: the exit code; for a failure exactly one line on stderr naming the
# file and the reason; no stack trace, Java class name or ESC byte anywhere; and that each case finishes within
# its time limit on a 64 MB heap (a reader that trusted a size field would run out of memory or time). Each case
# has its own XDG_CACHE_HOME (the overview cache) under its temporary directory; a case NAME with a script
# setup/NAME.sh in the corpus runs it first (from the repository root, with {T} as its argument), to make an input
# too large to keep in git or to prepare state such as a tampered cache.
# Run by test-all.sh after the build; each case is mostly JVM start-up (about 0.2 s of CPU on the launcher's flat
# class path), two run at a time.
set -euo pipefail
cd "$(dirname "$0")/../.."
corpus="$PWD/releng/hostile-inputs"
limit="${HOSTILE_CASE_SECONDS:-30}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
special="$work/special" # {S}: symbolic links, FIFOs and a store, made at run time (git holds neither)
bash "$corpus/make-special.sh" "$special"
export SNAPWEAR_HEAP=64m corpus limit work special
# the first headless command of a build makes the launcher's cache (class path, class archive), which takes
# seconds: made before the timed cases, and shared by every case's own XDG_CACHE_HOME (linked in run_case)
export XDG_CACHE_HOME="$work/launcher-cache"
./snapwear --help >/dev/null
launcher_cache="$XDG_CACHE_HOME"
export launcher_cache
# a stack trace line, a qualified Java name, or a class name such as MalformedJsonException
export java_text='(^[[:space:]]+at [a-zA-Z])|((^|[^A-Za-z0-9/_.-])(java|javax|com|sun|jdk)\.[a-z]+\.)|([A-Z][A-Za-z]*(Exception|Error)([^A-Za-z]|$))'

# One case: runs it and writes its report line to $work/NAME/report, each failed check to $work/NAME/failed.
run_case() {
  local raw="$1" name code file text command tmp w rc ms start lines first prefix
  IFS='|' read -r name code file text command <<<"$raw"
  name="$(trim "$name")"; code="$(trim "$code")"; file="$(trim "$file")"; text="$(trim "$text")"
  tmp="$work/$name"
  mkdir -p "$tmp/t"
  fail() {
    echo "hostile-inputs: FAIL $name: $1" >>"$tmp/failed"
  }
  file="${file//\{C\}/$corpus}"; file="${file//\{T\}/$tmp/t}"; file="${file//\{S\}/$special}"
  export XDG_CACHE_HOME="$tmp/cache"
  mkdir -p "$XDG_CACHE_HOME/snapwear"
  for w in "$launcher_cache"/snapwear/headless-*; do
    [ -e "$w" ] && ln -s "$w" "$XDG_CACHE_HOME/snapwear/"
  done
  if [ -f "$corpus/setup/$name.sh" ] && ! bash "$corpus/setup/$name.sh" "$tmp/t" >"$tmp/setup.log" 2>&1; then
    fail "setup/$name.sh failed: $(tail -c 400 "$tmp/setup.log")"
    return 0
  fi
  local args=()
  for w in $command; do
    w="${w//\{C\}/$corpus}"; w="${w//\{S\}/$special}"
    if [[ "$w" =~ \{UNTAR:([^}]+)\} ]]; then # a fresh extraction, which the command may change
      local archive="${BASH_REMATCH[1]}"
      if [ ! -d "$tmp/untar/$archive" ]; then
        mkdir -p "$tmp/untar/$archive"
        tar -xf "$corpus/$archive" -C "$tmp/untar/$archive"
      fi
      w="${w//\{UNTAR:$archive\}/$tmp/untar/$archive}"
    fi
    args+=("${w//\{T\}/$tmp/t}")
  done
  start=$(date +%s%N)
  set +e
  timeout -s KILL "$limit" ./snapwear "${args[@]}" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  set -e
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  if [ "$rc" = 137 ]; then
    fail "did not finish within ${limit} s"
    return 0
  fi
  [ "$rc" = "$code" ] || fail "exit code $rc, expected $code; stderr: $(head -c 400 "$tmp/err")"
  lines=$(wc -l <"$tmp/err")
  first="$(head -n 1 "$tmp/err")"
  case "$code" in
    0)
      [ "$lines" = 0 ] || fail "stderr is not empty: $(head -c 400 "$tmp/err")"
      grep -qF -- "$text" "$tmp/out" || fail "stdout lacks '$text'"
      ;;
    1)
      [ "$lines" = 1 ] || fail "$lines lines on stderr, expected one: $(head -c 600 "$tmp/err")"
      prefix="snapwear ${args[0]}: "
      [ "$file" = - ] || prefix="$prefix$file"
      case "$first" in
        "$prefix"*"$text"*) ;;
        *) fail "stderr '$first' does not start with '$prefix' and contain '$text'" ;;
      esac
      ;;
    2)
      case "$first" in
        "snapwear "*"$text"*) ;;
        *) fail "stderr '$first' lacks '$text'" ;;
      esac
      ;;
  esac
  if grep -qE -- "$java_text" "$tmp/err" "$tmp/out"; then
    fail "Java class name or stack trace in the output: $(grep -hE -- "$java_text" "$tmp/err" "$tmp/out" | head -n 2)"
  fi
  if grep -q $'\x1b' "$tmp/err" "$tmp/out"; then
    fail "an ESC byte reached the terminal"
  fi
  echo "hostile-inputs: $name: exit $rc in $ms ms: ${first:-$(head -n 1 "$tmp/out")}" >"$tmp/report"
}
trim() {
  local s="$1"
  s="${s#"${s%%[![:space:]]*}"}"
  printf '%s' "${s%"${s##*[![:space:]]}"}"
}
export -f run_case trim

# two cases at a time: each is mostly JVM and OSGi start-up
grep -v -e '^#' -e '^[[:space:]]*$' "$corpus/cases.txt" | tr '\n' '\0' \
  | xargs -0 -P "${HOSTILE_JOBS:-2}" -I{} bash -c 'run_case "$1"' _ {}

cases=0
failures=0
while IFS='|' read -r name _; do
  name="$(trim "$name")"
  cases=$((cases + 1))
  [ -f "$work/$name/report" ] && cat "$work/$name/report"
  if [ -f "$work/$name/failed" ]; then
    cat "$work/$name/failed" >&2
    failures=$((failures + 1))
  fi
done < <(grep -v -e '^#' -e '^[[:space:]]*$' "$corpus/cases.txt")

[ "$cases" -gt 0 ] || { echo "hostile-inputs: no cases in $corpus/cases.txt" >&2; exit 1; }
if [ "$failures" -gt 0 ]; then
  echo "hostile-inputs: $failures of $cases cases failed" >&2
  exit 1
fi
echo "hostile-inputs: all $cases cases passed"

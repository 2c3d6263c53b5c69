# N-queens contest problems: judge, tests, data, benchmark.
# `make` judges every solution; `make check` runs every test suite.
# All build outputs go to build/ (git-ignored); `make clean` removes them.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := all
.PHONY: all check judge mistake testdata validate stress bench fuzz boards trace tree export format lint clean

# Judge every file in solutions/ and print the summary table.
# STRESS=1 makes our stress cases count as judge cases (and the stress tags apply).
all:
	@scripts/judge-all $${STRESS:+--stress}

# Every bats suite under scripts/tests, TEST_JOBS suites at a time, the tests of a suite one
# after the other (default: two suites per CPU, as many tests wait on a clock, Wine or a lock
# part of the time; bats runs the suites through GNU parallel). A job for each test cost bats
# 44 ms of CPU more for an empty test (72 ms against 28) and 60 to 140 ms more for ours:
# contract, family and sudoku.bats (88 tests, taken in turns on this 2-core machine, 2026-12-06)
# took 43 to 45 s of CPU against 31 to 40 s, and 28 to 30 s against 17 to 21 s of wall time.
# Fresh clones the same afternoon, 381 tests passed each time: a job per test, 370 and 375 s
# (660 and 677 s of CPU); this way, 301 and 345 s (551 and 629 s of CPU), and two copies side by
# side 652 s each (673 and 677 s before). A fixed loop took 226 to 416 ms that afternoon:
# compare runs taken in turns, not hours apart. It sets up bats-core first when missing, GNU
# parallel, the commands export.bats reads the packages with, GNU gettext for the Chinese words,
# bash's loadable builtins (the judge's ln, mkfifo, rm and realpath without a process),
# the Unicode data judge.bats checks visible.c with, and the Windows run: MinGW-w64, Wine and
# its prefix. While Wine makes its prefix (12 s, a CPU idle most of it), the sanitizers' builds
# of the solutions are made (scripts/fuzz --runs 0 builds them and runs nothing; sanitizers.bats
# and the fuzz test find them made, and report a build that fails). The suites start longest
# first (SLOW_SUITES, by the time their tests took one after the other in a fresh clone's run,
# bats --timing: judge.bats 183 s, sanitizers.bats 138 s, ...), so that no long one starts when
# the others are done and leaves a CPU idle.
TEST_JOBS ?= $(shell echo $$((2 * $$(nproc 2>/dev/null || echo 1))))
SLOW_SUITES := $(addprefix scripts/tests/,judge.bats sanitizers.bats judges.bats mistakes.bats \
	windows.bats sandbox.bats export.bats count.bats)
SUITES := $(SLOW_SUITES) $(filter-out $(SLOW_SUITES),$(sort $(wildcard scripts/tests/*.bats)))
check:
	@scripts/ensure-tools xmllint:libxml2-utils yq zip unzip uuidgen:uuid-runtime msgfmt:gettext \
		/usr/share/unicode/UnicodeData.txt:unicode-data parallel /usr/lib/bash/realpath:bash-builtins
	@scripts/ensure-windows & windows=$$!; scripts/fuzz --runs 0 >/dev/null 2>&1 || true; wait $$windows
	@bats="$$(scripts/ensure-bats --print-path)"; \
	"$$bats" --jobs $(TEST_JOBS) --no-parallelize-within-files $(BATS_FLAGS) $(SUITES)

# The folder make was started from: `make -C REPO` leaves the caller's PWD in the environment.
CALLER_DIR := $(or $(PWD),$(CURDIR))
export CALLER_DIR

# Judge one C or C++ file: make judge P=ybt1214 SRC=my.cpp [SRC_LANG=c|c++]
#   [COMPILER='C++11 5.3.0'] [STRESS=1] [ALL=1] [BRIEF=1] [VERBOSE=1]; `scripts/judge
#   --compilers P` lists the options. SRC is relative to the folder make was started from.
#   VERBOSE=1 adds the sandbox's layers (shown anyway when one is missing) and, for a Windows
#   run, what still differs from the judge and what Wine's system-call filter allows.
# (P, SRC, SRC_LANG and COMPILER reach the judge through the environment: a file name with
# quotes or spaces is passed as it is, never spliced into the shell command.) On a Windows
# judge (POJ, HDU, Lanqiao) it sets up the Windows run first, as root when missing. The judge's exit
# status is 0, 1 or 2 (AC, judged and not accepted, could not judge). make's own is 2 when the
# judge could not judge; for a file judged and not accepted the report has said everything, so
# the recipe stops make with SIGPIPE, the one signal shells do not report: make's status is
# then 141, without the line `make: *** [Makefile:N: judge] Error 1` that GNU make prints for
# any failing recipe whose error is not ignored (job.c, child_error). Where make ignores
# SIGPIPE, or runs under another program than make, it says that line and exits 2.
judge:
	@test -n "$${P:-}" -a -n "$${SRC:-}" || scripts/make-usage judge
	@scripts/ensure-windows "$$P"
	@src=$$SRC; case $$src in /*) ;; *) src=$$CALLER_DIR/$$src ;; esac; status=0; \
	JUDGE_VIA_MAKE=1 JUDGE_CALLER_DIR=$$CALLER_DIR scripts/judge $${SRC_LANG:+--lang "$$SRC_LANG"} \
		$${COMPILER:+--compiler "$$COMPILER"} $${STRESS:+--stress} $${ALL:+--all} $${BRIEF:+--brief} \
		$${VERBOSE:+--verbose} "$$P" "$$src" || status=$$?; \
	if [ "$$status" = 1 ] && [[ $$(cat "/proc/$$PPID/comm" 2>/dev/null) == *make ]]; then kill -s PIPE "$$PPID"; fi; \
	exit "$$status"

# One classic mistake, made in build/ and judged: make mistake P=ybt1214 M=off-by-one
# [ALL=1] [STRESS=1] (prints the patch's lesson, then the judge's report on
# build/mistakes/<id>.<slug>.c, whose hints name these variables; the working tree is left as
# it is; a wrong P or M lists the problem's mistakes)
mistake:
	@test -n "$${P:-}" -a -n "$${M:-}" || scripts/make-usage mistake
	@made=$$(scripts/judging/apply-mistakes "$$P.$$M"); \
	scripts/judging/apply-mistakes --lesson "$$P.$$M"; \
	status=0; JUDGE_VIA_MAKE=1 scripts/judge $${ALL:+--all} $${STRESS:+--stress} "$$P" "$${made#"$$PWD"/}" || status=$$?; \
	[ "$$status" -le 1 ] # judged: a mistake is meant to fail, its lesson says how

# Regenerate testdata/ from the generators and the brute-force oracle.
testdata:
	scripts/make-testdata

# Validate every committed input against its statement.
validate:
	scripts/validate --all

# Random cases, AC solutions against the oracle: make stress [CASES=n] [SECONDS=s] [SEED=s]
stress:
	scripts/stress $(if $(CASES),--cases $(CASES)) $(if $(SECONDS),--seconds $(SECONDS)) $(if $(SEED),--seed $(SEED))

# Speed of every nqueens-count variant, then of every poj3074 (sudoku) variant, then what
# the judge costs beyond its work: make bench [BENCH_MAX=18] [BENCH_BUDGET=seconds] (the
# budget of one run, for the first two) [BENCH_RUNS=r] (the judge's runs, median of r)
#   [KLUEV=folder of E. Kluev's counter] [VERSUS_MAX=20] [BENCH_UPDATE=1]: results go to
#   build/bench/, or with BENCH_UPDATE=1 to the committed scripts/bench/*.md and chart.svg
bench:
	@scripts/ensure-tools /usr/lib/bash/realpath:bash-builtins
	scripts/bench/run $(if $(BENCH_MAX),--max $(BENCH_MAX)) $(if $(BENCH_BUDGET),--budget $(BENCH_BUDGET)) \
		$(if $(KLUEV),--kluev $(KLUEV)) $(if $(VERSUS_MAX),--versus-max $(VERSUS_MAX)) \
		$(if $(BENCH_UPDATE),--update)
	scripts/bench/sudoku $(if $(BENCH_BUDGET),--budget $(BENCH_BUDGET)) $(if $(BENCH_UPDATE),--update)
	scripts/bench/judge $(if $(BENCH_RUNS),--runs $(BENCH_RUNS)) $(if $(BENCH_UPDATE),--update)

# Random and mutated inputs into every solution under the sanitizers.
fuzz:
	scripts/fuzz $(if $(SECONDS),--seconds $(SECONDS)) $(if $(SEED),--seed $(SEED))

# The plain search at work, one line per step: make trace N=4 [BOARD=1] [FIRST=1] (N from 1
# to 8; BOARD=1 draws the board at each dead end and solution, FIRST=1 stops at the first)
trace:
	@case "$(N):$(BOARD):$(FIRST)" in [1-8]::|[1-8]:[01]:|[1-8]::[01]|[1-8]:[01]:[01]) ;; *) scripts/make-usage trace ;; esac
	@scripts/teaching/trace "$(N)" $(if $(filter 1,$(BOARD)),--board) $(if $(filter 1,$(FIRST)),--first)

# The 92 eight-queens boards in 12 symmetry classes, shown in the terminal and written to
# scripts/teaching/boards-8.svg: make boards [CHECK=1] (CHECK: compare the committed picture
# with the program's, write and show nothing)
boards:
	@scripts/teaching/draw-boards $(if $(CHECK),--check)

# The search tree (解空间树) of the plain search, every node it visits, as an SVG:
# make tree N=4 [CHECK=1] (N from 1 to 6) writes build/teaching/tree-N.svg and says its counts;
# CHECK=1 compares the committed scripts/teaching/tree-4.svg with the program's, writes nothing
tree:
	@case "$(N):$(CHECK)" in [1-6]:|[1-6]:1) ;; *) scripts/make-usage tree ;; esac
	@scripts/teaching/draw-tree $(if $(CHECK),--check) "$(N)"

# Packages for the judges coaches run: make export FORMAT=kattis|hydro|fps|all [P=<id>]
# [HINTS=1] (every problem by default) into build/export/<format>/; HINTS=1 puts the pitfalls
# into the FPS <hint>, which HUSTOJ shows on the problem page (scripts/exporting/README.md).
export:
	@test -n "$(FORMAT)" || scripts/make-usage export
	@scripts/ensure-tools zip
	@scripts/export $(if $(filter 1,$(HINTS)),--hints) "$(FORMAT)" $(P)

C_SOURCES = $(shell git ls-files '*.c' '*.h' 2>/dev/null || find solutions scripts -name '*.[ch]')
SHELL_SCRIPTS = $(shell grep -rlE '^\#!/usr/bin/env bash' scripts .ci 2>/dev/null | grep -v '\.bats$$') scripts/lib.sh

# Reformat every C file with the repository's .clang-format.
format:
	clang-format -i $(C_SOURCES)

# Style checks: clang-format conformance, shellcheck, and every solution and step a contest
# template (scripts/quality/check-templates: header, both languages, code-line bound).
lint:
	clang-format --dry-run --Werror $(C_SOURCES)
	shellcheck -x $(SHELL_SCRIPTS)
	scripts/quality/check-templates

clean:
	rm -rf build

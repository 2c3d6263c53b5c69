/* windows-shim.c: linked into every program of the judge's Windows run (scripts/judging/
 * windows.sh), compiled with MinGW-w64. Wine 8 handles a stack overflow on the last page the
 * stack has left and then runs out of it itself: the program ends with exit status 1 and no
 * word, where Windows ends it with STATUS_STACK_OVERFLOW (0xC00000FD). A vectored handler is
 * called first, before any frame's handler, with little stack: it ends the program with
 * Windows' own code. Nothing else changes: no name of the program's is taken (everything here
 * is static), every other exception goes on as it would.
 * It also writes WINDOWS_STARTED (windows.sh) on stderr before the program's own code runs:
 * a run that fails without it failed in Wine's start-up, not in the program. */
#include <windows.h>

static LONG CALLBACK end_on_stack_overflow(EXCEPTION_POINTERS *exception) {
    if (exception->ExceptionRecord->ExceptionCode == EXCEPTION_STACK_OVERFLOW)
        TerminateProcess(GetCurrentProcess(), EXCEPTION_STACK_OVERFLOW);
    return EXCEPTION_CONTINUE_SEARCH;
}

__attribute__((constructor)) static void watch_overflow_and_mark_start(void) {
    static const char started[] = "judge: started\n";
    DWORD written;
    AddVectoredExceptionHandler(1, end_on_stack_overflow);
    WriteFile(GetStdHandle(STD_ERROR_HANDLE), started, sizeof started - 1, &written, NULL);
}

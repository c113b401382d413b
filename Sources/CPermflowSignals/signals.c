#include "permflow_signals.h"

#include <signal.h>
#include <string.h>

/* Enough for every signal number on Linux (1…64) and macOS (1…31). */
#define PF_SIGNAL_SLOTS 128

static volatile sig_atomic_t pf_slot = 0;
static struct sigaction pf_saved[PF_SIGNAL_SLOTS];
static volatile sig_atomic_t pf_saved_valid[PF_SIGNAL_SLOTS];
static void (*volatile pf_restore)(void) = 0;

static int pf_in_range(int signal_number) {
    return signal_number > 0 && signal_number < PF_SIGNAL_SLOTS;
}

int pf_signal_max(void) { return PF_SIGNAL_SLOTS - 1; }

static void pf_signal_record(int signal_number) { pf_slot = signal_number; }

/* Installs `handler` for `signal_number` (in range) with `flags`, and keeps the disposition it
   replaces the first time, for unwatch to put back: 1 installed, -1 sigaction failed. */
static int pf_install(int signal_number, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    struct sigaction previous;
    memset(&previous, 0, sizeof previous);
    if (sigaction(signal_number, &action, &previous) != 0) return -1;
    if (!pf_saved_valid[signal_number]) {
        pf_saved[signal_number] = previous;
        pf_saved_valid[signal_number] = 1;
    }
    return 1;
}

int pf_signal_watch(int signal_number, int even_if_ignored) {
    if (!pf_in_range(signal_number)) return -1;
    struct sigaction current;
    memset(&current, 0, sizeof current);
    if (sigaction(signal_number, NULL, &current) != 0) return -1;
    if (current.sa_handler == SIG_IGN && !even_if_ignored) return 0;
    return pf_install(signal_number, pf_signal_record, 0);
}

int pf_signal_unwatch(int signal_number) {
    if (!pf_in_range(signal_number) || !pf_saved_valid[signal_number]) return -1;
    pf_saved_valid[signal_number] = 0;
    return sigaction(signal_number, &pf_saved[signal_number], NULL);
}

int pf_signal_take(void) {
    int value = (int)pf_slot;
    pf_slot = 0;
    return value;
}

void pf_crash_set_restore(void (*restore)(void)) { pf_restore = restore; }

static void pf_crash_handler(int signal_number) {
    void (*restore)(void) = pf_restore;
    if (restore) restore();
    if (pf_in_range(signal_number) && pf_saved_valid[signal_number]) {
        sigaction(signal_number, &pf_saved[signal_number], NULL);
    } else {
        signal(signal_number, SIG_DFL);
    }
    raise(signal_number);
}

int pf_crash_watch(int signal_number) {
    if (!pf_in_range(signal_number)) return -1;
    return pf_install(signal_number, pf_crash_handler, SA_NODEFER);
}

int pf_crash_unwatch(int signal_number) { return pf_signal_unwatch(signal_number); }

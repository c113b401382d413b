#ifndef PERMFLOW_SIGNALS_H
#define PERMFLOW_SIGNALS_H

/* Signals for the walker and replay, in one real C translation unit (signals.c): the slot the
   handler writes and the slot the event loop reads are one object, whatever the optimiser
   inlines. (They were a `static` inside a `static inline` header function once; a release
   build gave the installing code and the reading code two copies, and SIGTERM did nothing.) */

#ifdef __cplusplus
extern "C" {
#endif

/* Records `signal_number` into the slot on arrival (no SA_RESTART, so a blocked read returns).
   A signal that was ignored when the process started stays ignored unless `even_if_ignored`
   is non-zero (a shell's `nohup` or `trap '' TERM` is the user's choice). Returns 1 when the
   handler is installed, 0 when the signal was left ignored, -1 on error. The action that was
   there before is saved for pf_signal_unwatch. */
int pf_signal_watch(int signal_number, int even_if_ignored);

/* Puts back the action that pf_signal_watch found. */
int pf_signal_unwatch(int signal_number);

/* The last recorded signal since the previous call, or 0. */
int pf_signal_take(void);

/* Crashes (a trap, a bad access): the restore function runs, the saved action is put back and
   the signal raised again, so the backtracer or the default action sees it. */
int pf_crash_watch(int signal_number);
int pf_crash_unwatch(int signal_number);

/* What a crash runs before the process dies (endwin for the terminal). NULL for nothing. */
void pf_crash_set_restore(void (*restore)(void));

/* The highest signal number these functions accept. */
int pf_signal_max(void);

#ifdef __cplusplus
}
#endif

#endif

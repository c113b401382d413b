#ifndef PERMFLOW_CNCURSESW_SHIM_H
#define PERMFLOW_CNCURSESW_SHIM_H

/* SwiftPM drops pkg-config's -D_XOPEN_SOURCE flags; without these the
   wide-character API (get_wch, setcchar, wadd_wch) is invisible to Swift. */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stddef.h>
#include <ncurses.h>

/* glibc hides these behind _XOPEN_SOURCE. */
int wcwidth(wchar_t c);
int wcswidth(const wchar_t *s, size_t n);

/* Macros Swift cannot import. */
static inline int pf_a_bold(void) { return A_BOLD; }
static inline int pf_a_reverse(void) { return A_REVERSE; }
static inline int pf_a_dim(void) { return A_DIM; }
static inline int pf_a_underline(void) { return A_UNDERLINE; }
static inline int pf_a_normal(void) { return A_NORMAL; }
static inline int pf_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int pf_key_f(int n) { return KEY_F(n); }
static inline unsigned long pf_all_mouse_events(void) { return (unsigned long)(ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION); }
static inline unsigned long pf_button1_clicked(void) { return (unsigned long)BUTTON1_CLICKED; }
static inline unsigned long pf_button1_pressed(void) { return (unsigned long)BUTTON1_PRESSED; }
static inline unsigned long pf_button1_released(void) { return (unsigned long)BUTTON1_RELEASED; }

#endif

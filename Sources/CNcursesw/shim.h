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
#include <string.h>
#include <stdio.h>
#include <ncurses.h>

/* glibc hides these behind _XOPEN_SOURCE. */
int wcwidth(wchar_t c);
int wcswidth(const wchar_t *s, size_t n);

/* Macros Swift cannot import. */
static inline int pf_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline unsigned long pf_button1_clicked(void) { return (unsigned long)BUTTON1_CLICKED; }
static inline unsigned long pf_button1_pressed(void) { return (unsigned long)BUTTON1_PRESSED; }
static inline unsigned long pf_button1_released(void) { return (unsigned long)BUTTON1_RELEASED; }
static inline unsigned long pf_button1_double_clicked(void) { return (unsigned long)BUTTON1_DOUBLE_CLICKED; }
static inline unsigned long pf_button1_triple_clicked(void) { return (unsigned long)BUTTON1_TRIPLE_CLICKED; }

/* Attributes as attr_t, for setcchar. */
static inline attr_t pf_attr_bold(void) { return (attr_t)A_BOLD; }
static inline attr_t pf_attr_dim(void) { return (attr_t)A_DIM; }
static inline attr_t pf_attr_reverse(void) { return (attr_t)A_REVERSE; }
static inline attr_t pf_attr_underline(void) { return (attr_t)A_UNDERLINE; }

/* Key codes (octal macros) and get_wch's status values. */
static inline int pf_key_code_yes(void) { return KEY_CODE_YES; }
static inline int pf_ok(void) { return OK; }
static inline int pf_key_enter(void) { return KEY_ENTER; }
static inline int pf_key_btab(void) { return KEY_BTAB; }
static inline int pf_key_backspace(void) { return KEY_BACKSPACE; }
static inline int pf_key_up(void) { return KEY_UP; }
static inline int pf_key_down(void) { return KEY_DOWN; }
static inline int pf_key_left(void) { return KEY_LEFT; }
static inline int pf_key_right(void) { return KEY_RIGHT; }
static inline int pf_key_resize(void) { return KEY_RESIZE; }
static inline int pf_key_mouse(void) { return KEY_MOUSE; }

/* Globals, read through functions so Swift 6 sees no shared mutable state. */
static inline WINDOW *pf_stdscr(void) { return stdscr; }
static inline int pf_colors(void) { return COLORS; }
static inline int pf_color_pairs(void) { return COLOR_PAIRS; }
static inline int pf_rows(WINDOW *win) { return getmaxy(win); }
static inline int pf_columns(WINDOW *win) { return getmaxx(win); }

/* ESCDELAY: a function since ncurses 5.8, a variable before (macOS's system ncurses). */
static inline void pf_set_escape_delay(int milliseconds) {
#if NCURSES_VERSION_MAJOR > 5 || (NCURSES_VERSION_MAJOR == 5 && NCURSES_VERSION_MINOR >= 8)
    set_escdelay(milliseconds);
#else
    ESCDELAY = milliseconds;
#endif
}

/* Colour pairs and colours beyond 256 need the extended calls (ncurses 6.1+); older curses
   keeps them in shorts. */
static inline int pf_init_pair(int pair, int foreground, int background) {
#if defined(NCURSES_EXT_COLORS) && NCURSES_VERSION_MAJOR >= 6
    return init_extended_pair(pair, foreground, background);
#else
    return init_pair((short)pair, (short)foreground, (short)background);
#endif
}

static inline int pf_init_color(int color, int red, int green, int blue) {
#if defined(NCURSES_EXT_COLORS) && NCURSES_VERSION_MAJOR >= 6
    return init_extended_color(color, red, green, blue);
#else
    return init_color((short)color, (short)red, (short)green, (short)blue);
#endif
}

/* Draws one cell: `text` is a NUL-terminated spacing character followed by at most four
   combining ones. The pair goes through setcchar's opts pointer where pairs are ints. */
static inline int pf_put_cell(WINDOW *win, int row, int column, const wchar_t *text, attr_t attributes, int pair) {
    cchar_t cell;
#if defined(NCURSES_EXT_COLORS) && NCURSES_VERSION_MAJOR >= 6
    int extended = pair;
    if (setcchar(&cell, text, attributes, 0, &extended) != OK) return ERR;
#else
    if (setcchar(&cell, text, attributes, (short)pair, NULL) != OK) return ERR;
#endif
    return mvwadd_wch(win, row, column, &cell);
}

/* Opens curses on the process's own terminal without initscr, which exits the process when
   the terminal type is unusable; newterm returns NULL instead. */
/* ncurses (6.4 and earlier) writes its output out after every cursor move until the screen has
   been through endwin() and a refresh once: a full frame went to the terminal in ~30 write(2)s,
   each waking the terminal (or tmux, or script) to read it. One endwin/doupdate pair right after
   newterm, before anything is drawn, puts the screen in the state where a refresh is one write.
   (On the terminal it is entering the alternate screen twice in a row, in the same write.) */
static inline SCREEN *pf_newterm(const char *type) {
    SCREEN *screen = newterm(type, stdout, stdin);
    if (screen != NULL) {
        endwin();
        doupdate();
    }
    return screen;
}

/* term.h last: it defines short macros (lines, columns, …) that would clash with names above. */
#include <term.h>

/* Whether terminfo knows `type` and it can address the cursor, without touching the screen.
   Returns 1 when usable, 0 when the type is unknown, -1 when there is no terminfo database,
   -2 when it is a generic or hardcopy type without cursor addressing. */
static inline int pf_terminal_usable(const char *type) {
    int status = 0;
    if (setupterm((char *)type, 1, &status) != OK) {
        return status == -1 ? -1 : (status == 1 ? -2 : 0);
    }
    char *address = tigetstr("cup");
    int usable = (address != NULL && address != (char *)-1) ? 1 : -2;
    TERMINAL *probe = cur_term;
    set_curterm(NULL);
    del_curterm(probe);
    return usable;
}

#endif

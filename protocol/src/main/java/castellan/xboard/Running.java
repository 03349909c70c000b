package castellan.xboard;

import castellan.session.SearchJob;

/**
 * A search of the XBoard adapter and what it is for: thinking on our move, pondering on the
 * opponent's time, or analysing. A pondering search turns into thinking when the expected move
 * comes.
 */
final class Running {
    enum Mode { THINK, PONDER, ANALYZE }

    Mode mode;
    SearchJob job;
    Thinking thinking;
    /** The expected move a pondering search assumes was played. */
    long guess;

    Running(Mode mode) { this.mode = mode; }
}

package castellan.search;

import static castellan.search.SearchParameters.*;

import castellan.eval.EvalSpec;
import castellan.eval.Evaluator;
import castellan.eval.Score;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.movegen.Legality;
import castellan.movegen.MoveGenerator;
import castellan.movegen.Turns;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.rules.GameEnd;
import castellan.rules.Ruleset;
import castellan.rules.SearchTraits;
import castellan.variant.Variant;

/**
 * One searcher: iterative deepening with aspiration windows over principal variation search
 * and quiescence, on its own copy of the root position, with its own generator, evaluator,
 * histories and stacks (so nothing is allocated per node), sharing only the transposition
 * table and the stop flag with the other threads of a lazy SMP search.
 *
 * <p><b>Plies and turns.</b> The stack is indexed by {@code ply}, one per move made, so a Maidens
 * huff takes a ply of the stack; {@code turnPly[ply]} counts whole turns from the root and is
 * the ply that scores decided games ({@link Score#mated}) and the transposition table use. A
 * huff is searched as the first half of a turn: the same side moves again at the same depth and
 * window with no null move and no reduction, and a huff after which no legal move exists is no
 * turn at all ({@link #NO_TURN}).
 *
 * <p><b>Game ends</b> are the rules' own, at every node, quiescence included: a repetition
 * inside the tree is a draw where {@link SearchTraits#repetitionIsDraw}; otherwise the rules'
 * end code ({@link Ruleset#end}: threefold, move limits, bare King ...), checked against the
 * absence of any legal turn, which wins over it as in {@code Game}; and
 * {@link Ruleset#endWithoutMoves} when a node has no legal turn; each scored by {@link GameEnd#score}.
 */
final class SearchThread {
    /** Deepest iteration. */
    static final int MAX_DEPTH = Score.MAX_PLY - 10;
    /**
     * What one search thread holds on the heap, at most: its continuation and pawn histories at
     * the largest variant's size (Kingdom's 13.5 MB and 4 MB; a thread re-aimed at a smaller
     * variant keeps the larger tables) and the rest: stacks, principal variation table, butterfly
     * and capture histories, the move pickers' lists, the evaluator's pawn table. A heap histogram
     * of 33 Kingdom threads showed 15.8 MB a thread before the pawn history; the heap's own growth
     * after a full collection was up to 18.9 MB a thread then, and 23.6 MB with it, which this
     * covers ({@code SearchThreadMemoryTest} keeps it an upper bound). The evaluator's pawn table,
     * made with the thread since 2026-12-03 (0.43 MB in Kingdom, with two pawn-like types), took
     * that to 24.0 MB.
     */
    static final long HEAP_BYTES = 6_300_000 + ContinuationHistory.MAX_BYTES + CorrectionHistory.BYTES + PawnHistory.HEAP_BYTES;
    /** Stack plies: each turn may take two (huff and move). */
    static final int STACK = 2 * Score.MAX_PLY + 8;
    /** What a huff continuation returns when no legal move follows the huff: not a turn. */
    static final int NO_TURN = Integer.MIN_VALUE + 1;
    private static final int NO_EVAL = TranspositionTable.NO_EVAL;
    private static final int INF = Score.INFINITE;

    final Search search;
    final int id;
    /** The search's named constants (shared by its threads, read-only while they search). */
    private final SearchParameters sp;
    // ---- the variant: set by aim(), replaced when the session switches variants ----
    private Ruleset rules;
    private SearchTraits traits;
    private MoveGenerator gen;
    private Evaluator evaluator;
    private StaticExchange exchange;
    /** Type indices that count as "pieces" for null move and pruning: neither King nor pawn-like. */
    private int[] pieceTypes;
    /** By type: pawn-like (promotes, and cannot step back). */
    private boolean[] pawnLike;

    // ---- kept across variants ----
    final History history = new History(STACK);
    private final ContinuationHistory contHistory = new ContinuationHistory();
    private final CaptureHistory captureHistory = new CaptureHistory();
    private final CorrectionHistory correction = new CorrectionHistory();
    private final PawnHistory pawnHistory = new PawnHistory();
    private final Pv pv = new Pv(STACK);
    private final MovePicker[] pickers = new MovePicker[STACK + 1];
    final RootTurns root = new RootTurns();
    /** The root's legal turns, found again for every search in the same lists. */
    private final TurnList rootLegal = new TurnList();
    private final MoveList rootMoves = new MoveList(), rootAfter = new MoveList();

    // ---- the stack, by ply ----
    private final int[] turnPly = new int[STACK + 2];
    private final int[] staticEval = new int[STACK + 2];
    /** The move made from this ply ({@link Move#NONE} for a null move) and the piece it put on its destination. */
    private final int[] moveAt = new int[STACK + 2], pieceAt = new int[STACK + 2];
    /** The continuation row of the move made from this ply ({@link ContinuationHistory#row}); its no-row for a null move or a huff. */
    private final int[] contRow = new int[STACK + 2];
    /** Moves searched so far at this ply's node (Stockfish's {@code ss->moveCount}). */
    private final int[] moveCountAt = new int[STACK + 2];
    /** The history score of the move being searched from this ply (Stockfish's {@code ss->statScore}), 0 for a capture. */
    private final int[] statScore = new int[STACK + 2];
    private final long[] keys = new long[STACK + 2];
    /** The legality context of the singular-extension test. */
    private final Legality singularLegality = new Legality();
    /** The move a singular-extension search leaves out at this ply (0: none). */
    private final int[] excludedAt = new int[STACK + 2];
    /** How many nodes on the line to each ply granted a double singular extension (Stockfish 15 bounds them: {@code doubleExtensionMax}; it counts only the moves the line took). */
    private final int[] doubleExtensions = new int[STACK + 2];
    /** The first word of the table entry last probed: it holds the stored evaluation. */
    private final long[] ttWord0 = new long[1];
    private final int[][] quietsTried = new int[STACK + 1][64], capturesTried = new int[STACK + 1][32];

    Position p;
    TranspositionTable tt;
    /** The id of the search this thread is running (see {@link Search#request}). */
    long searchId;
    /** Nodes searched by this thread in the current search (the main thread reads the helpers' for totals). */
    long nodes;
    /**
     * The thread polls when its node count reaches this (its own field: nothing shared is written
     * per poll): the main thread the clock and the node limit, a helper the hard deadline.
     */
    long pollAt;
    int selDepth, completedDepth, rootDepth;
    /** How often another root move became the best in this thread since the main thread last counted (for time use). */
    volatile int bestMoveChanges;
    private int multiPv, pvIndex;
    /** Null move is not tried by {@link #nullColor} below this ply while a null-move cutoff is being verified. */
    private int nullMinPly, nullColor;

    SearchThread(Search search, int id, Ruleset rules) {
        this.search = search;
        this.sp = search.parameters;
        this.id = id;
        aim(rules);
    }

    /**
     * Makes this thread search {@code rules}' variant: a generator, evaluator and exchange of its
     * own for it. The stacks, the principal variation table and the pickers' lists are kept, so
     * that a variant switch costs no more memory than the thread had (the histories are cleared:
     * they name moves of the old board).
     */
    void aim(Ruleset rules) {
        this.rules = rules;
        this.traits = rules.searchTraits();
        Variant variant = rules.variant();
        this.gen = rules.newGenerator();
        this.evaluator = rules.newEvaluator();
        EvalSpec spec = evaluator.spec();
        this.exchange = new StaticExchange(variant, spec, gen);
        LesserAttacks threats = new LesserAttacks(variant, spec);
        for (int i = 0; i <= STACK; i++) {
            if (pickers[i] == null) pickers[i] = new MovePicker(gen, history, contHistory, captureHistory, pawnHistory, exchange, threats, sp);
            else pickers[i].aim(gen, exchange, threats);
        }
        int n = 0;
        int[] types = new int[variant.typeCount()];
        for (int t = 1; t <= variant.typeCount(); t++)
            if (t != variant.kingType && !variant.types[t].promotes) types[n++] = t;
        pieceTypes = java.util.Arrays.copyOf(types, n);
        pawnLike = new boolean[variant.typeCount() + 1];
        for (int t = 1; t <= variant.typeCount(); t++) pawnLike[t] = variant.types[t].promotes;
        correction.aim(pawnLike);
        contHistory.aim(2 * (variant.typeCount() + 1), variant.geometry.squares);
        pawnHistory.aim(correction.pawnCodes(), 2 * (variant.typeCount() + 1), variant.geometry.squares);
        clearHistories();
        p = new Position(variant, rules); // the roots are copied into it: a search allocates no position
    }

    /** Forgets every history: a new game, or a new variant. */
    void clearHistories() {
        history.clear();
        contHistory.clear();
        captureHistory.clear();
        correction.clear();
        pawnHistory.clear();
    }

    /** A static evaluation with its correction (found for this ply), kept short of a decided score. */
    private int corrected(int raw, int ply) {
        if (Score.isDecided(raw)) return raw;
        return Math.max(-Score.WIN + 1, Math.min(Score.WIN - 1, raw + correction.find(p, ply)));
    }

    /** Has this search been asked to stop (by a caller, the clock or the node limit)? */
    boolean stopped() { return search.stopThrough >= searchId; }

    // ---------------------------------------------------------------- root

    /**
     * Sets up a search of {@code position}: the legal root turns (restricted to {@code only}),
     * and returns false when there are none.
     */
    boolean setUp(Position position, long[] only, int multiPv) {
        if (p == null || !p.copyFrom(position)) p = position.copy();
        evaluator.track(p);
        nodes = 0;
        pollAt = Search.POLL_INTERVAL;
        selDepth = completedDepth = 0;
        nullMinPly = 0;
        this.multiPv = multiPv;
        history.clearKillers();
        TurnList legal = rootLegal;
        Turns.legal(p, gen, legal, rootMoves, rootAfter);
        // A game over by a rule while turns remain (a draw a UCI GUI adjudicates itself, a Curtis
        // bare King) is still searched: whoever asks for a move gets a legal one.
        if (legal.size() == 0) {
            root.size = 0;
            return false;
        }
        root.set(legal, only);
        long data = tt.probe(p.hash());
        if (data != 0) root.moveToFront(Turn.of(TranspositionTable.move(data)));
        turnPly[0] = 0;
        keys[0] = p.hash();
        return true;
    }

    /**
     * This thread takes no part in the current search (it was stopped before the thread got a
     * core): nothing of the last search counts, neither its nodes nor its root.
     */
    void sitOut() {
        nodes = 0;
        selDepth = completedDepth = 0;
        root.size = 0;
    }

    /**
     * The reply expected to {@code best} when the principal variation stops after it (a search cut
     * short): the table's move in the position after it, if that is a legal turn there (Stockfish's
     * {@code extract_ponder_from_tt}); else 0. Used once per search, for the ponder move and hint.
     */
    long expectedReply(long best) {
        if (best == 0) return 0;
        int first = Turn.first(best);
        if (first != Move.NONE) p.make(first);
        p.make(Turn.move(best));
        long data = tt.probe(p.hash()), reply = 0;
        if (data != 0) {
            long candidate = Turn.of(TranspositionTable.move(data));
            TurnList legal = new TurnList();
            Turns.legal(p, gen, legal);
            for (int i = 0; i < legal.size(); i++) if (legal.get(i) == candidate) reply = candidate;
        }
        p.unmake();
        if (first != Move.NONE) p.unmake();
        return reply;
    }

    /** See {@link Search#quiescenceLine}: a quiescence search of a copy of {@code position} with no node or time limit. */
    int quiescenceLine(Position position, long[] line) {
        p = position.copy();
        evaluator.track(p);
        nodes = 0;
        selDepth = 0;
        pollAt = Long.MAX_VALUE;
        turnPly[0] = 0;
        quiesce(-INF, INF, 0, gen.inCheck(p), false);
        return pv.turns(0, line, 0);
    }

    /** Lazy SMP: helpers skip some depths so that the threads spread over more of the tree (Stockfish 8's scheme). */
    private static final int[] SKIP_SIZE = {1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4};
    private static final int[] SKIP_PHASE = {0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7};

    /** Iterative deepening up to {@code maxDepth}; the main thread reports and decides when to stop. */
    void iterate(int maxDepth) {
        boolean main = id == 0;
        for (int depth = 1; depth <= maxDepth && !stopped(); depth++) {
            if (!main) {
                int i = (id - 1) % 20;
                if (((depth + SKIP_PHASE[i]) / SKIP_SIZE[i]) % 2 != 0) continue;
            }
            rootDepth = depth;
            root.startIteration();
            int lines = Math.min(multiPv, root.size);
            for (pvIndex = 0; pvIndex < lines && !stopped(); pvIndex++) {
                selDepth = 0;
                aspirate(depth);
                root.sort(0);
            }
            if (stopped()) break;
            completedDepth = depth;
            if (main && search.iterationDone(this, depth, lines)) break;
        }
    }

    /** Searches line {@link #pvIndex} with a window around its last score, widened until the score falls inside. */
    private void aspirate(int depth) {
        int previous = root.previous[pvIndex];
        int delta = sp.aspirationDelta, alpha = -INF, beta = INF;
        if (depth >= sp.aspirationMinDepth && previous != RootTurns.UNSEARCHED && !Score.isDecided(previous)) {
            alpha = Math.max(previous - delta, -INF);
            beta = Math.min(previous + delta, INF);
        }
        while (true) {
            int score = searchRoot(alpha, beta, depth);
            root.sort(pvIndex);
            if (stopped()) return;
            if (score <= alpha && alpha > -INF) {
                if (id == 0 && multiPv == 1) search.aspirationFailed(this, depth, SearchReport.UPPER_BOUND);
                beta = (alpha + beta) / 2;
                alpha = Math.max(score - delta, -INF);
            } else if (score >= beta && beta < INF) {
                if (id == 0 && multiPv == 1) search.aspirationFailed(this, depth, SearchReport.LOWER_BOUND);
                beta = Math.min(score + delta, INF);
            } else {
                root.bestCount[pvIndex]++;
                return;
            }
            delta += delta / 2;
            if (delta > sp.aspirationMaxDelta || Score.isDecided(score)) {
                alpha = -INF;
                beta = INF;
            }
        }
    }

    /** The root: each legal turn (huff and move made together), from line {@link #pvIndex} on. */
    private int searchRoot(int alpha, int beta, int depth) {
        nodes++;
        int best = -INF;
        for (int i = pvIndex; i < root.size; i++) {
            long turn = root.turn[i];
            int first = Turn.first(turn), move = Turn.move(turn);
            int ply = 0;
            if (first != Move.NONE) {
                moveAt[0] = first;
                pieceAt[0] = 0;
                contRow[0] = contHistory.noRow();
                p.make(first);
                ply = 1;
                turnPly[1] = 0;
                keys[1] = p.hash();
            }
            moveAt[ply] = move;
            contRow[ply] = contHistory.row(p.pieceAt(Move.from(move)), Move.to(move));
            statScore[ply] = 0;
            moveCountAt[ply] = i + 1;
            p.make(move);
            pieceAt[ply] = p.pieceAt(Move.to(move));
            int child = ply + 1;
            turnPly[child] = 1;
            boolean check = gen.inCheck(p);
            int newDepth = depth - 1 + (check ? 1 : 0);
            int score;
            if (i == pvIndex) {
                score = -search(-beta, -alpha, newDepth, child, check, false, false);
            } else {
                int d = check ? newDepth : rootReducedDepth(i, depth, newDepth, first, move);
                score = -search(-alpha - 1, -alpha, d, child, check, false, true);
                if (score > alpha && d != newDepth) score = -search(-alpha - 1, -alpha, newDepth, child, check, false, true);
                if (score > alpha && score < beta) score = -search(-beta, -alpha, newDepth, child, check, false, false);
            }
            p.unmake();
            if (first != Move.NONE) p.unmake();
            if (stopped()) return best;
            if (i > pvIndex && score > alpha) bestMoveChanges++;
            if (i == pvIndex || score > alpha) {
                root.score[i] = score;
                root.pvLength[i] = pv.turns(child, root.pv[i], 1);
                root.pv[i][0] = turn;
            } else {
                root.score[i] = RootTurns.UNSEARCHED; // only a bound: ranks below every scored turn
            }
            if (score > best) best = score;
            if (score > alpha) {
                alpha = score;
                if (score >= beta) break;
            }
        }
        return best;
    }

    /**
     * The depth of a late root turn's first, null-window search (Stockfish 11's late-move reduction
     * at the root): from the fourth turn on, a quiet move that no earlier iteration found best is
     * searched shallower by the table's reduction, less two plies (the root is a PV node), less its
     * butterfly history's share; a turn that beats alpha there is searched again at full depth.
     * A check, a huff turn and a capture are not reduced (with checks reduced, the depth-5
     * smothered mates of the tactics tests were missed). Called with the move made. SPRT: +22.2 ±
     * 14.9 Elo in Capablanca at 20,000 nodes a move (docs/matches.md).
     */
    private int rootReducedDepth(int i, int depth, int newDepth, int first, int move) {
        int moveCount = i - pvIndex + 1;
        if (depth < sp.lmrMinDepth || moveCount <= 3 || root.bestCount[i] != 0 || first != Move.NONE || p.lastCaptured() != 0
                || Move.promotion(move) != 0) return newDepth;
        int r = sp.reduction(depth, moveCount, true) - 2
                - (history.score(p.sideToMove() ^ 1, move) - sp.statScoreOffset) / sp.lmrHistoryDivisor;
        return Math.max(1, Math.min(newDepth - r, newDepth));
    }

    // ---------------------------------------------------------------- main search

    /**
     * Principal variation search of the node at {@code ply}, depth in plies. {@code continuation}:
     * the node is the second half of a turn (a huff was just made; the same side moves again).
     * {@code cutNode}: a fail-high is expected (a null-window child of a PV or all node). The steps
     * are numbered as in Stockfish's {@code search()}; the margins are {@link SearchParameters}.
     */
    private int search(int alpha, int beta, int depth, int ply, boolean inCheck, boolean continuation, boolean cutNode) {
        if (depth <= 0) return quiesce(alpha, beta, ply, inCheck, continuation);

        // Step 1. Initialize node
        boolean pvNode = beta - alpha > 1;
        int tp = turnPly[ply];
        if (tp > selDepth) selDepth = tp;
        nodes++;
        if (nodes >= pollAt) search.poll(this);

        // Step 2. Check for an aborted search and the game's end (the second half of a turn ends nothing)
        if (stopped()) return 0;
        pv.clear(ply);
        keys[ply] = p.hash();
        if (!continuation) {
            int end = gameEnd(ply, inCheck, tp);
            if (end != Score.NONE) return end;

            // Step 3. Mate distance pruning: nothing here beats a win at this ply or loses worse than a loss at it
            alpha = Math.max(alpha, Score.mated(tp));
            beta = Math.min(beta, Score.mates(tp));
            if (alpha >= beta) return alpha;
        }
        if (ply >= STACK - 2 || tp >= Score.MAX_PLY - 2) return inCheck ? Score.DRAW : evaluator.evaluate(p);

        // Step 4. Transposition table lookup; a search without one move has a key of its own
        int excluded = excludedAt[ply];
        long ttKey = excluded == 0 ? keys[ply] : keys[ply] ^ (excluded + 1) * 0x9E37_79B9_7F4A_7C15L;
        long data = tt.probe(ttKey, ttWord0);
        int ttMove = 0, ttScore = Score.NONE, ttBound = TranspositionTable.NONE;
        boolean ttPv = pvNode || (data != 0 && TranspositionTable.pv(data));
        if (data != 0) {
            ttMove = TranspositionTable.move(data);
            ttBound = TranspositionTable.bound(data);
            if (ttBound != TranspositionTable.NONE) ttScore = Score.fromTable(TranspositionTable.score(data), tp);
            if (!pvNode && ttBound != TranspositionTable.NONE && TranspositionTable.depth(data) >= depth
                    && (ttBound == TranspositionTable.EXACT || (ttBound == TranspositionTable.LOWER ? ttScore >= beta : ttScore <= alpha))) {
                // The table's move earns or loses history as if it had been searched here (Stockfish 11)
                if (ttMove != Move.NONE && gen.isPseudoLegal(p, ttMove)) tableCutoffStats(ply, ttMove, ttScore >= beta, depth);
                return ttScore;
            }
        }

        // Step 6. Static evaluation, sharpened by the table's bound
        int us = p.sideToMove();
        int eval, raw = NO_EVAL;
        boolean improving = false;
        if (inCheck) {
            eval = staticEval[ply] = NO_EVAL;
        } else {
            if (data != 0) {
                // The table keeps the evaluation: no need to compute it again
                int stored = TranspositionTable.eval(ttWord0[0]);
                raw = stored != NO_EVAL ? stored : evaluator.evaluate(p);
            } else {
                // A new position: its evaluation, nudged by how good the move that led here looked
                // (Stockfish 11: minus the previous move's statScore / 512), is kept at once
                raw = evaluator.evaluate(p) - (ply > 0 && moveAt[ply - 1] != Move.NONE ? statScoreAt(ply - 1) / sp.staticEvalStatDivisor : 0);
                if (excluded == 0) tt.store(keys[ply], Move.NONE, 0, 0, TranspositionTable.NONE, raw, ttPv);
            }
            // The table keeps the evaluation as computed; the correction is this thread's latest
            eval = staticEval[ply] = corrected(raw, ply);
            if (ttScore != Score.NONE && !Score.isDecided(ttScore)
                    && (ttBound == TranspositionTable.EXACT || (ttBound == TranspositionTable.LOWER) == (ttScore > eval)))
                eval = ttScore;
            // Stockfish 11: improving also where there is nothing to compare with (two plies back in check, or the first ply below the root)
            improving = ply < 2 || staticEval[ply - 2] == NO_EVAL || staticEval[ply] >= staticEval[ply - 2];
            // The opponent's last quiet move earns what it gained by the two evaluations, or loses what it lost (Stockfish 15)
            if (ply > 0 && pieceAt[ply - 1] != 0 && staticEval[ply - 1] != NO_EVAL && p.lastCaptured() == 0) {
                int gain = -sp.evalDiffHistoryScale * (staticEval[ply - 1] + staticEval[ply]);
                history.update(us ^ 1, moveAt[ply - 1], Math.max(-sp.evalDiffHistoryMax, Math.min(sp.evalDiffHistoryMax, gain)));
            }
        }

        // Steps 7-9: pruning before any move, only where a static score can stand for the node. Where
        // having no move decides the game, only while the side has a piece that can move (see hasPieces).
        if (!pvNode && !inCheck && !continuation && (!traits.noMovesDecides || hasPieces(us))) {
            // Step 8. Futility pruning: child node (reverse futility). Not when beta is a decided
            // loss for us: the root has a win and must see a better one.
            if (depth <= sp.reverseFutilityMaxDepth
                    && eval - sp.reverseFutilityMargin * depth + (improving ? sp.reverseFutilityImproving : 0) >= beta
                    && eval < Score.WIN && !Score.isDecided(beta)) return eval;

            // Step 7. Razoring: hopeless shallow nodes, confirmed by quiescence
            if (depth <= sp.razorMaxDepth && eval + sp.razorMargin + sp.razorDepthMargin * depth * depth < alpha
                    && !Score.isDecided(alpha)) {
                int v = quiesce(alpha - 1, alpha, ply, false, false);
                if (v < alpha) return v;
            }

            // Step 9. Null move search with Stockfish 11's conditions, verified where the variant's traits say so
            if (traits.nullMove != SearchTraits.NullMove.OFF && depth >= sp.nullMoveMinDepth && excluded == 0
                    && moveAt[ply - 1] != Move.NONE && statScoreAt(ply - 1) < sp.nullMoveMaxPriorStat
                    && eval >= beta && eval >= staticEval[ply]
                    && staticEval[ply] >= beta - sp.nullMoveDepthMargin * depth + sp.nullMoveMargin - (improving ? sp.nullMoveImproving : 0)
                    && (ply >= nullMinPly || us != nullColor) && !Score.isDecided(beta) && hasPieces(us)) {
                int v = nullMove(beta, depth, ply, tp, eval, us, cutNode);
                if (v != Score.NONE) return v;
            }
        }

        // Step 10. ProbCut: a capture that wins enough in the exchange and whose reduced search beats
        // a raised beta cuts the node (Stockfish 11). Never a huff: a Maidens turn is not split.
        if (!pvNode && !inCheck && !continuation && excluded == 0 && depth >= sp.probcutMinDepth && !Score.isDecided(beta)
                && (!traits.noMovesDecides || hasPieces(us))) {
            int v = probCut(beta, depth, ply, tp, improving, ttMove, cutNode);
            if (v != Score.NONE) return v;
        }

        // Step 11. Internal iterative reduction: without a table move this node is probably new; search it shallower
        if ((pvNode || cutNode) && depth >= sp.iirMinDepth && ttMove == 0) depth--;

        // Step 14, first part. Singular extension search (Stockfish 11): if every move but the table's
        // fails low against a margin below its score, the table's move is the only good one and is
        // extended; if another move reaches beta too, the node is cut (multi-cut). Searched here,
        // before the move loop, because the loop's picker is this ply's own; the table's move comes
        // first in the loop anyway. Never for a huff: a Maidens turn is not split.
        int singularExtension = 0; // plies the table's move gains: above 0 when it is singular
        doubleExtensions[ply] = ply > 0 ? doubleExtensions[ply - 1] : 0;
        if (depth >= sp.singularMinDepth && ttMove != Move.NONE && excluded == 0 && !continuation
                && (ttBound & TranspositionTable.LOWER) != 0 && !Score.isDecided(ttScore)
                && TranspositionTable.depth(data) >= depth - sp.singularTableDepthMargin && !Turn.keepsSide(ttMove)
                && gen.isPseudoLegal(p, ttMove) && singularLegal(ttMove)) {
            int singularBeta = ttScore - sp.singularMarginPerDepth * depth;
            excludedAt[ply] = ttMove;
            int v = search(singularBeta - 1, singularBeta, depth / 2, ply, inCheck, false, cutNode);
            excludedAt[ply] = 0;
            if (stopped()) return 0;
            if (v < singularBeta) {
                singularExtension = 1;
                // Far below: two plies, a bounded number of times along a line (Stockfish 15)
                if (!pvNode && v < singularBeta - sp.doubleExtensionMargin && doubleExtensions[ply] <= sp.doubleExtensionMax) {
                    singularExtension = 2;
                    doubleExtensions[ply]++;
                }
            } else if (singularBeta >= beta) {
                return singularBeta;
            } else if (ttScore >= beta) {
                // Another move reaches the lowered beta and the table's move is expected to cut:
                // not the only good move, so it is searched shallower (Stockfish 15's negative extension)
                singularExtension = -sp.negativeExtension;
            }
        }

        // Step 12. Loop through the legal moves, best first, until none remain or one fails high
        int prevMove = ply > 0 ? moveAt[ply - 1] : Move.NONE;
        int prevPiece = ply > 0 ? pieceAt[ply - 1] : 0;
        int counter = prevMove != Move.NONE && prevPiece != 0 ? history.counterMove(prevPiece, Move.to(prevMove)) : 0;
        MovePicker picker = pickers[ply];
        picker.init(p, ply, inCheck, ttMove, counter, rowBack(ply, 1), rowBack(ply, 2), rowBack(ply, 4), rowBack(ply, 6));
        int best = -INF, bestMove = Move.NONE, moveCount = 0, quietCount = 0, captureCount = 0;
        int[] quiets = quietsTried[ply], captures = capturesTried[ply];
        moveCountAt[ply] = 0;
        // Against a bare King, and where having no move decides the game against King and pawns,
        // the quiet move that mates or takes the last moves away is the tactic, and the trees are
        // small: no late quiet move is pruned.
        int them = us ^ 1;
        boolean prunesQuiets = traits.noMovesDecides ? hasPieces(them) : Long.bitCount(p.colorLo(them)) + Long.bitCount(p.colorHi(them)) > 1;
        int k1 = history.killer1(ply);
        int move;
        while ((move = picker.next()) != Move.NONE) {
            if (move == excluded) continue;
            int score;
            boolean tactical = MoveGenerator.isTactical(p, move);
            if (Turn.keepsSide(move)) {
                // A huff: the first half of a turn, searched at the same depth and window
                moveAt[ply] = move;
                pieceAt[ply] = 0;
                contRow[ply] = contHistory.noRow();
                statScore[ply] = 0;
                p.make(move);
                turnPly[ply + 1] = tp;
                score = search(alpha, beta, depth, ply + 1, gen.inCheck(p), true, cutNode);
                p.unmake();
                if (stopped()) return 0;
                if (score == NO_TURN) continue;
                moveCountAt[ply] = ++moveCount;
            } else {
                moveCountAt[ply] = ++moveCount;
                int piece = p.pieceAt(Move.from(move)), to = Move.to(move);
                int lmrDepth = Math.max(depth - 1 - sp.reduction(depth, moveCount, improving), 0);
                boolean moveCountPruning = false, prunedIfQuiet = false, prunedUnlessCheck = false;

                // Step 13. Pruning at shallow depth, once some move has saved the game and while the
                // side has a piece besides King and pawns (Stockfish 11's conditions)
                if (best > -Score.WIN && hasPieces(us)) {
                    moveCountPruning = prunesQuiets && moveCount >= futilityMoveCount(improving, depth);
                    if (!tactical) {
                        if (prunesQuiets) {
                            // Late-move pruning: the remaining quiet moves are skipped
                            if (moveCountPruning) {
                                picker.skipQuiets();
                                continue;
                            }
                            int ch = contHistory.get(rowBack(ply, 1), piece, to) + contHistory.get(rowBack(ply, 2), piece, to)
                                    + contHistory.get(rowBack(ply, 4), piece, to);
                            // Continuation history based pruning: a move the continuation histories
                            // dislike, more so the deeper the node; futility pruning: a move that
                            // cannot lift a hopeless node at a reduced depth its histories move up
                            // or down (Stockfish 16's; +78.4 ± 30.3 Elo over Stockfish 11's in
                            // Capablanca at 20,000 nodes, docs/matches.md). Both only where the
                            // move gives no check, known once it is made.
                            prunedIfQuiet = lmrDepth < sp.contHistoryPruningDepth && ch < -sp.contHistoryPruningMargin * depth;
                            lmrDepth = Math.max(lmrDepth + (ch + 2 * history.score(us, move)) / sp.lmrDepthHistoryDivisor, -2);
                            prunedIfQuiet |= lmrDepth < sp.futilityMaxDepth && !inCheck
                                    && staticEval[ply] + sp.futilityMargin + sp.futilityDepthMargin * lmrDepth <= alpha && !Score.isDecided(alpha);
                            lmrDepth = Math.max(lmrDepth, 0);
                            // Quiet moves that lose material in the exchange. A move pruned above unless it
                            // checks is tested only if it checks, after the move (below): pruned either way
                            // otherwise, it is spared the test (4% of a Capablanca profile's samples went here).
                            if (!prunedIfQuiet && !exchange.atLeast(p, move, quietExchangeThreshold(lmrDepth))) continue;
                        }
                    } else {
                        // Futility pruning of a capture: even its victim and its capture history
                        // would not lift a hopeless node (Stockfish 16's, ~2 Elo there; +20.8 ± 14.4
                        // in Capablanca here, no variant weaker, docs/matches.md). Only where it
                        // gives no check, known once it is made (below).
                        prunedUnlessCheck = lmrDepth < sp.captureFutilityMaxDepth && !inCheck && !Score.isDecided(alpha)
                                && staticEval[ply] + sp.captureFutilityMargin + sp.captureFutilityDepthMargin * lmrDepth
                                        + exchange.captured(p, move)
                                        + captureHistory.get(piece, to, Piece.type(p.pieceAt(to))) / sp.captureFutilityHistoryDivisor < alpha;
                        // (a capture the picker found not to lose passes at once: the threshold is below 0)
                        if (!picker.winsOrEven(move) && !exchange.atLeast(p, move, -sp.tacticalExchangeMargin * depth)) continue;
                    }
                }

                // Step 15. Make the move
                boolean ttCapture = ttMove != Move.NONE && MoveGenerator.isTactical(p, ttMove);
                int capturedValue = tactical ? exchange.captured(p, move) : 0;
                moveAt[ply] = move;
                contRow[ply] = contHistory.row(piece, to);
                p.make(move);
                pieceAt[ply] = p.pieceAt(to);
                boolean givesCheck = gen.inCheck(p);
                if (prunedUnlessCheck && !givesCheck) {
                    p.unmake();
                    continue;
                }
                if (prunedIfQuiet) {
                    if (!givesCheck) {
                        p.unmake();
                        continue;
                    }
                    // The exchange test put off above, judged before the move: taken back, asked, made again
                    p.unmake();
                    boolean keep = exchange.atLeast(p, move, quietExchangeThreshold(lmrDepth));
                    p.make(move);
                    if (!keep) {
                        p.unmake();
                        continue;
                    }
                }
                // Step 14. Extensions, while the line is not too long: the singular move, and a check
                // that is safe in the exchange or discovered (Stockfish 11)
                int extension = 0;
                if (ply < sp.checkExtensionPlyFactor * rootDepth) {
                    if (move == ttMove && singularExtension != 0) extension = singularExtension;
                    else if (givesCheck && (gen.checkedByAnother(p, to) || safeInExchange(move))) extension = 1;
                }
                int newDepth = depth - 1 + extension;
                turnPly[ply + 1] = tp + 1;
                statScore[ply] = 0;

                // Step 16. Reduced depth search (LMR): late moves, quiet ones and, where they seem
                // hopeless, captures, reduced by Stockfish 11's table and adjustments
                boolean fullDepth, didLmr = false;
                if (depth >= sp.lmrMinDepth && moveCount > 1
                        && (!tactical || moveCountPruning || cutNode || (!inCheck && eval + capturedValue <= alpha))) {
                    int r = sp.reduction(depth, moveCount, improving);
                    if (ttPv) r -= 2;
                    if (singularExtension > 0) r -= 2;
                    if (ply > 0 && moveCountAt[ply - 1] > sp.lmrOpponentMoveCount) r--;
                    if (!tactical) {
                        if (ttCapture) r++;
                        if (cutNode) r += 2;
                        else if (Move.kind(move) == Move.NORMAL && Move.promotion(move) == 0
                                && !exchange.atLeast(p, Move.of(to, Move.from(move)), 0)) r -= 2; // it escapes a capture
                        int bf = history.score(us, move), ch1 = contHistory.get(rowBack(ply, 1), piece, to),
                                ch2 = contHistory.get(rowBack(ply, 2), piece, to);
                        int stat = bf + ch1 + ch2 + contHistory.get(rowBack(ply, 4), piece, to) - sp.statScoreOffset;
                        if (stat < 0 && ch1 >= 0 && ch2 >= 0 && bf >= 0) stat = 0;
                        statScore[ply] = stat;
                        int prevStat = statScoreAt(ply - 1);
                        if (stat >= sp.statGood && prevStat < sp.previousStatBad) r--;
                        else if (prevStat >= sp.previousStatGood && stat < sp.statBad) r++;
                        r -= stat / sp.lmrHistoryDivisor;
                    } else if (depth < sp.lmrCaptureMaxDepth && moveCount > 2) {
                        r++;
                    }
                    int d = Math.max(1, Math.min(newDepth - r, newDepth));
                    score = -search(-alpha - 1, -alpha, d, ply + 1, givesCheck, false, true);
                    fullDepth = score > alpha && d != newDepth;
                    didLmr = true;
                } else {
                    fullDepth = !pvNode || moveCount > 1;
                    score = 0;
                }

                // Step 17. Full depth search when LMR is skipped or fails high
                if (fullDepth) {
                    score = -search(-alpha - 1, -alpha, newDepth, ply + 1, givesCheck, false, !cutNode);
                    if (didLmr && !tactical) {
                        int bonus = score > alpha ? History.bonus(newDepth) : -History.bonus(newDepth);
                        if (move == k1) bonus += bonus / 4;
                        updateContinuation(ply, piece, to, bonus);
                    }
                }
                // The full window for the first move and for a new best move of a PV node
                if (pvNode && (moveCount == 1 || (score > alpha && score < beta)))
                    score = -search(-beta, -alpha, newDepth, ply + 1, givesCheck, false, false);

                // Step 18. Undo the move
                p.unmake();
                if (stopped()) return 0;
            }

            // Step 19. Check for a new best move
            if (score > best) {
                best = score;
                if (score > alpha) {
                    bestMove = move;
                    if (pvNode) pv.update(ply, move);
                    if (score >= beta) break;
                    alpha = score;
                }
            }
            if (move != bestMove) {
                if (!tactical && quietCount < quiets.length) quiets[quietCount++] = move;
                else if (tactical && captureCount < captures.length) captures[captureCount++] = move;
            }
        }

        // Step 20. No legal turn: the rules say what that is (checkmate, stalemate, or a variant's own end);
        // a search without the table's move that finds no other fails low
        if (moveCount == 0) return excluded != 0 ? alpha : continuation ? NO_TURN : noMovesScore(inCheck, tp);
        if (bestMove != Move.NONE) {
            bestMoveStats(ply, bestMove, best, beta, depth, quiets, quietCount, captures, captureCount);
        } else if ((depth >= 3 || pvNode) && ply > 0 && p.lastCaptured() == 0 && moveAt[ply - 1] != Move.NONE) {
            // The previous move refuted every move here: its continuation earns (Stockfish 11's prior countermove bonus)
            updateContinuation(ply - 1, pieceAt[ply - 1], Move.to(moveAt[ply - 1]), History.bonus(depth));
        }
        int bound = best >= beta ? TranspositionTable.LOWER : pvNode && bestMove != Move.NONE ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        // The static evaluation learns from the search where the score says more than a bound
        // the evaluation already satisfies, and not from a capture's gain (Stockfish's conditions)
        if (raw != NO_EVAL && excluded == 0 && !continuation && !Score.isDecided(best) && !Score.isDecided(raw)
                && (bestMove == Move.NONE || !MoveGenerator.isTactical(p, bestMove))
                && !(best >= beta && best <= staticEval[ply]) && !(bestMove == Move.NONE && best >= staticEval[ply]))
            correction.update(ply, best - raw, Math.min(sp.correctionWeightMax, depth + 1), sp.correctionMax);
        if (excluded == 0) tt.store(keys[ply], bestMove, Score.toTable(best, tp), depth, bound, raw, ttPv);
        return best;
    }

    /**
     * Step 9's null-move search, its conditions met (Stockfish 11's): the value that cuts the node,
     * or {@link Score#NONE}. Out of {@link #search} to keep it small: the JIT inlines callees into
     * a method only up to a budget of bytecode (DesiredMethodLimit, 8000), and the move loop's
     * small helpers lost their place when the search constants became fields (measured with
     * -XX:+PrintInlining: ContinuationHistory.get, rowBack, History.bonus not inlined; 4-13%
     * fewer nodes a second).
     */
    private int nullMove(int beta, int depth, int ply, int tp, int eval, int us, boolean cutNode) {
        int r = (sp.nullMoveReductionBase + sp.nullMoveReductionPerDepth * depth) / sp.nullMoveReductionDivisor
                + Math.min(sp.nullMoveEvalMaxPlies, (eval - beta) / sp.nullMoveEvalDivisor);
        moveAt[ply] = Move.NONE;
        pieceAt[ply] = 0;
        contRow[ply] = contHistory.noRow();
        statScore[ply] = 0;
        p.makeNull();
        turnPly[ply + 1] = tp + 1;
        int v = -search(-beta, -beta + 1, depth - r, ply + 1, gen.inCheck(p), false, !cutNode);
        p.unmakeNull();
        if (stopped()) return 0;
        if (v >= beta) {
            if (Score.isDecided(v)) v = beta;
            if (traits.nullMove == SearchTraits.NullMove.ON || nullMinPly != 0
                    || (depth < sp.nullMoveVerifyDepth && pieces(us) > sp.nullMoveVerifyPieces)) return v;
            // Verified (deep, or with few pieces left, where zugzwang lurks): search this node
            // again, reduced, with no null move by this side in the next plies.
            nullMinPly = ply + 3 * (depth - r) / 4;
            nullColor = us;
            int w = search(beta - 1, beta, depth - r, ply, false, false, false);
            nullMinPly = 0;
            if (w >= beta) return v;
        }
        return Score.NONE;
    }

    /** Step 10, ProbCut (Stockfish 11's): the value that cuts the node, or {@link Score#NONE}. Out of {@link #search}, as {@link #nullMove}. */
    private int probCut(int beta, int depth, int ply, int tp, boolean improving, int ttMove, boolean cutNode) {
        int raisedBeta = Math.min(beta + sp.probcutMargin - (improving ? sp.probcutImproving : 0), Score.WIN - 1);
        int threshold = raisedBeta - staticEval[ply];
        MovePicker cuts = pickers[ply];
        cuts.initQuiescence(p, ply, false, ttMove);
        int tried = 0, move;
        while (tried < sp.probcutMoves + (cutNode ? sp.probcutMoves : 0) && (move = cuts.next()) != Move.NONE) {
            if (Turn.keepsSide(move) || !exchange.atLeast(p, move, threshold)) continue;
            tried++;
            moveAt[ply] = move;
            contRow[ply] = contHistory.row(p.pieceAt(Move.from(move)), Move.to(move));
            statScore[ply] = 0;
            p.make(move);
            pieceAt[ply] = p.pieceAt(Move.to(move));
            turnPly[ply + 1] = tp + 1;
            boolean check = gen.inCheck(p);
            int v = -quiesce(-raisedBeta, -raisedBeta + 1, ply + 1, check, false);
            if (v >= raisedBeta) v = -search(-raisedBeta, -raisedBeta + 1, depth - sp.probcutDepthReduction, ply + 1, check, false, !cutNode);
            p.unmake();
            if (stopped()) return 0;
            if (v >= raisedBeta) return v;
        }
        return Score.NONE;
    }

    /** Quiet moves that lose more than this in the exchange are pruned at this reduced depth (Stockfish 11's). */
    private int quietExchangeThreshold(int lmrDepth) {
        return -sp.quietExchangeMargin * (32 - Math.min(lmrDepth, 18)) * lmrDepth * lmrDepth / 32;
    }

    /** Is this pseudo-legal move legal here? In a legality context of its own: the pickers keep theirs. */
    private boolean singularLegal(int move) {
        gen.prepare(p, singularLegality);
        return gen.isLegal(p, move, singularLegality);
    }

    /**
     * Is the move just made (and giving check) safe in the exchange, judged before it: taken
     * back, asked, and made again. Only checking moves get here.
     */
    private boolean safeInExchange(int move) {
        p.unmake();
        boolean safe = exchange.atLeast(p, move, 0);
        p.make(move);
        return safe;
    }

    // ---------------------------------------------------------------- histories

    /** The statScore at this ply; 0 before the root. */
    private int statScoreAt(int ply) { return ply >= 0 ? statScore[ply] : 0; }

    /** Moves searched at this ply's node; 0 before the root. */
    private int moveCountAt(int ply) { return ply >= 0 ? moveCountAt[ply] : 0; }

    /** The continuation row of the move {@code back} plies before this one; the empty row before the root. */
    private int rowBack(int ply, int back) {
        return ply >= back ? contRow[ply - back] : contHistory.noRow();
    }

    /** The continuation histories of {@code piece} to {@code to} after the moves one, two, four and six plies before {@code ply}. */
    private void updateContinuation(int ply, int piece, int to, int bonus) {
        contHistory.update(rowBack(ply, 1), piece, to, bonus);
        contHistory.update(rowBack(ply, 2), piece, to, bonus);
        contHistory.update(rowBack(ply, 4), piece, to, bonus);
        contHistory.update(rowBack(ply, 6), piece, to, bonus);
    }

    /** A quiet move was best here: killer, counter-move, butterfly and continuation (Stockfish 11's update_quiet_stats). */
    private void quietStats(int ply, int move, int bonus) {
        history.addKiller(ply, move);
        int us = p.sideToMove(), piece = p.pieceAt(Move.from(move));
        history.update(us, move, bonus);
        updateContinuation(ply, piece, Move.to(move), bonus);
        // Undoing the move is then likely bad (a pawn-like piece cannot go back).
        if (piece != 0 && !pawnLike[Piece.type(piece)]) history.update(us, Move.of(Move.to(move), Move.from(move)), -bonus);
        if (ply > 0 && moveAt[ply - 1] != Move.NONE && pieceAt[ply - 1] != 0)
            history.setCounterMove(pieceAt[ply - 1], Move.to(moveAt[ply - 1]), move);
    }

    /**
     * The previous move was the first one tried or a killer, and quiet, and was refuted here: its
     * continuations lose (Stockfish 11's extra penalty).
     */
    private void refutedPriorStats(int ply, int bonus) {
        if (ply == 0 || moveAt[ply - 1] == Move.NONE || p.lastCaptured() != 0 || pieceAt[ply - 1] == 0) return;
        int prev = moveAt[ply - 1];
        if (moveCountAt[ply - 1] == 1 || prev == history.killer1(ply - 1))
            updateContinuation(ply - 1, pieceAt[ply - 1], Move.to(prev), -bonus);
    }

    /**
     * The node has a best move: it and the moves tried before it are rewarded and punished in
     * every history (Stockfish 11's update_all_stats).
     */
    private void bestMoveStats(int ply, int bestMove, int best, int beta, int depth, int[] quiets, int quietCount,
                               int[] captures, int captureCount) {
        int bonus1 = History.bonus(depth + 1);
        int bonus2 = best > beta + sp.bestMoveLargeBonusMargin ? bonus1 : History.bonus(depth);
        int us = p.sideToMove();
        if (!MoveGenerator.isTactical(p, bestMove)) {
            quietStats(ply, bestMove, bonus2);
            // The pawn history as Stockfish 16's: the next depth's bonus for the best move; the others lose as in the butterfly history
            int pawnRow = pawnHistory.row(p);
            pawnHistory.update(pawnRow, p.pieceAt(Move.from(bestMove)), Move.to(bestMove), bonus1);
            for (int i = 0; i < quietCount; i++) {
                int m = quiets[i], piece = p.pieceAt(Move.from(m));
                history.update(us, m, -bonus2);
                updateContinuation(ply, piece, Move.to(m), -bonus2);
                pawnHistory.update(pawnRow, piece, Move.to(m), -bonus2);
            }
        } else {
            captureStats(bestMove, bonus1);
        }
        refutedPriorStats(ply, bonus1);
        for (int i = 0; i < captureCount; i++) captureStats(captures[i], -bonus1);
    }

    private void captureStats(int move, int bonus) {
        if (Move.kind(move) == Move.HUFF) return; // no capturing piece
        int to = Move.to(move);
        captureHistory.update(p.pieceAt(Move.from(move)), to, Piece.type(p.pieceAt(to)), bonus);
    }

    /** A table cutoff with a move: it earns (a lower bound at beta) or loses (an upper bound) as if it had been searched. */
    private void tableCutoffStats(int ply, int ttMove, boolean failsHigh, int depth) {
        if (failsHigh) {
            if (!MoveGenerator.isTactical(p, ttMove)) quietStats(ply, ttMove, History.bonus(depth));
            if (ply > 0 && moveCountAt[ply - 1] <= 2 && p.lastCaptured() == 0 && moveAt[ply - 1] != Move.NONE && pieceAt[ply - 1] != 0)
                updateContinuation(ply - 1, pieceAt[ply - 1], Move.to(moveAt[ply - 1]), -History.bonus(depth + 1));
        } else if (!MoveGenerator.isTactical(p, ttMove)) {
            int penalty = -History.bonus(depth);
            history.update(p.sideToMove(), ttMove, penalty);
            updateContinuation(ply, p.pieceAt(Move.from(ttMove)), Move.to(ttMove), penalty);
        }
    }

    // ---------------------------------------------------------------- quiescence

    /**
     * Tactical moves only (captures, promotions, huffs), standing pat on the static evaluation;
     * every evasion when in check. Where having no move decides the game, and after a huff (the
     * turn must go on), a legal move is made sure of before standing pat.
     */
    private int quiesce(int alpha, int beta, int ply, boolean inCheck, boolean continuation) {
        boolean pvNode = beta - alpha > 1;
        int tp = turnPly[ply];
        if (tp > selDepth) selDepth = tp;
        nodes++;
        if (nodes >= pollAt) search.poll(this);
        if (stopped()) return 0;
        pv.clear(ply);
        keys[ply] = p.hash();

        if (!continuation) {
            int end = gameEnd(ply, inCheck, tp);
            if (end != Score.NONE) return end;
        }
        if (ply >= STACK - 2 || tp >= Score.MAX_PLY - 2) return inCheck ? Score.DRAW : evaluator.evaluate(p);

        long data = tt.probe(keys[ply], ttWord0);
        int ttMove = 0, ttScore = Score.NONE, ttBound = TranspositionTable.NONE;
        boolean ttPv = data != 0 && TranspositionTable.pv(data);
        if (data != 0) {
            ttMove = TranspositionTable.move(data);
            ttBound = TranspositionTable.bound(data);
            if (ttBound != TranspositionTable.NONE) ttScore = Score.fromTable(TranspositionTable.score(data), tp);
            if (!pvNode && ttBound != TranspositionTable.NONE
                    && (ttBound == TranspositionTable.EXACT || (ttBound == TranspositionTable.LOWER ? ttScore >= beta : ttScore <= alpha)))
                return ttScore;
        }

        int best = -INF, standPat = 0, staticValue = NO_EVAL;
        if (!inCheck) {
            if (continuation || traits.noMovesDecides) {
                boolean any = gen.hasLegalTurn(p);
                if (!any) return continuation ? NO_TURN : noMovesScore(false, tp);
            }
            int stored = data != 0 ? TranspositionTable.eval(ttWord0[0]) : NO_EVAL;
            staticValue = stored != NO_EVAL ? stored : evaluator.evaluate(p);
            standPat = corrected(staticValue, ply);
            // Stand pat on the table's bound where it says more than the evaluation (Stockfish 11)
            if (ttScore != Score.NONE && !Score.isDecided(ttScore)
                    && (ttBound == TranspositionTable.EXACT || (ttBound == TranspositionTable.LOWER) == (ttScore > standPat)))
                standPat = ttScore;
            if (standPat >= beta) {
                if (data == 0) tt.store(keys[ply], Move.NONE, Score.toTable(standPat, tp), 0, TranspositionTable.LOWER, staticValue, false);
                return standPat;
            }
            if (standPat > alpha) alpha = standPat;
            best = standPat;
        }

        MovePicker picker = pickers[ply];
        picker.initQuiescence(p, ply, inCheck, ttMove);
        int bestMove = Move.NONE, moveCount = 0;
        int futilityBase = inCheck ? -INF : standPat + sp.quiescenceFutilityMargin;
        int move;
        while ((move = picker.next()) != Move.NONE) {
            boolean huff = Turn.keepsSide(move);
            boolean winning = false; // the exchange is known to win (atLeast 1): it does not lose
            if (!inCheck && !huff && Move.promotion(move) == 0 && !Score.isDecided(alpha)) {
                // Futility: even winning the victim for nothing would not reach alpha (Stockfish 11's
                // futilityValue); an even exchange would not either (futilityBase). The best score
                // rises to what such a capture could give, so that the bound stays true.
                int futilityValue = futilityBase + exchange.captured(p, move);
                if (futilityValue <= alpha) {
                    best = Math.max(best, futilityValue);
                    continue;
                }
                if (futilityBase <= alpha) {
                    if (!exchange.atLeast(p, move, 1)) {
                        best = Math.max(best, futilityBase);
                        continue;
                    }
                    winning = true;
                }
            }
            // Captures that lose in the exchange; in check, quiet evasions that lose once an
            // evasion has saved the game (Stockfish 11's evasion pruning).
            boolean evasionPrunable = inCheck && !huff && moveCount > 2 && best > -Score.WIN && !MoveGenerator.isTactical(p, move);
            if ((!inCheck || evasionPrunable) && !huff && Move.promotion(move) == 0 && !winning && exchange.loses(p, move)) continue;
            moveAt[ply] = move;
            p.make(move);
            pieceAt[ply] = huff ? 0 : p.pieceAt(Move.to(move));
            int score;
            if (huff) {
                turnPly[ply + 1] = tp;
                score = quiesce(alpha, beta, ply + 1, gen.inCheck(p), true);
            } else {
                turnPly[ply + 1] = tp + 1;
                score = -quiesce(-beta, -alpha, ply + 1, gen.inCheck(p), false);
            }
            p.unmake();
            if (stopped()) return 0;
            if (score == NO_TURN) continue;
            moveCount++;
            if (score > best) {
                best = score;
                if (score > alpha) {
                    bestMove = move;
                    if (pvNode) pv.update(ply, move);
                    if (score >= beta) break;
                    alpha = score;
                }
            }
        }
        if (inCheck && moveCount == 0) return continuation ? NO_TURN : noMovesScore(true, tp);
        int bound = best >= beta ? TranspositionTable.LOWER : pvNode && bestMove != Move.NONE ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(keys[ply], bestMove, Score.toTable(best, tp), 0, bound, staticValue, ttPv);
        return best;
    }

    // ---------------------------------------------------------------- game ends

    /**
     * The game's end at this node as a score, or {@link Score#NONE}: a repetition inside the tree
     * where that draws, else the rules' end (valid only where a legal turn exists: without one,
     * the no-moves result wins, as in {@code Game}).
     */
    private int gameEnd(int ply, boolean inCheck, int tp) {
        if (traits.repetitionIsDraw && repeatsInTree(ply)) return Score.DRAW;
        int end = rules.end(p, gen);
        if (end == GameEnd.NONE) return Score.NONE;
        if (!gen.hasLegalTurn(p)) end = rules.endWithoutMoves(p, inCheck);
        return GameEnd.score(end, p.sideToMove(), tp);
    }

    /** The score of this node when the side to move has no legal turn: the rules' end without moves. */
    private int noMovesScore(boolean inCheck, int tp) {
        return GameEnd.score(rules.endWithoutMoves(p, inCheck), p.sideToMove(), tp);
    }

    /**
     * Has this position occurred before, after the root, within the reversible plies (and not
     * across a null move)? A repetition the players could force is a draw the search may take at
     * once (Stockfish's rule); repetitions of positions before the root count only at three.
     */
    private boolean repeatsInTree(int ply) {
        int limit = Math.min(ply - 1, p.halfmoveClock());
        long h = keys[ply];
        for (int back = 1; back <= limit; back++) {
            if (moveAt[ply - back] == Move.NONE) return false;
            if ((back & 1) == 0 && keys[ply - back] == h) return true;
        }
        return false;
    }

    /** Does this side have a piece other than its King and pawn-like pieces? (zugzwang is rare then) */
    private boolean hasPieces(int side) {
        for (int t : pieceTypes) if (p.count(t, side) > 0) return true;
        return false;
    }

    /** How many pieces other than its King and pawn-like pieces this side has. */
    private int pieces(int side) {
        int n = 0;
        for (int t : pieceTypes) n += p.count(t, side);
        return n;
    }
}

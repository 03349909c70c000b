package castellan.search;

import castellan.eval.EvalSpec;
import castellan.eval.Evaluator;
import castellan.eval.Score;
import castellan.move.Move;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.movegen.MoveGenerator;
import castellan.movegen.Turns;
import castellan.position.Position;
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
 * inside the tree is a draw where {@link SearchTraits#repetitionIsDraw}; otherwise
 * {@link Ruleset#endScore} (threefold, move limits, bare King ...), checked against the absence
 * of any legal turn, which wins over it as in {@code Game}; and {@link Ruleset#noMovesScore}
 * when a node has no legal turn.
 */
final class SearchThread {
    /** Deepest iteration. */
    static final int MAX_DEPTH = Score.MAX_PLY - 10;
    /** Stack plies: each turn may take two (huff and move). */
    static final int STACK = 2 * Score.MAX_PLY + 8;
    /** What a huff continuation returns when no legal move follows the huff: not a turn. */
    static final int NO_TURN = Integer.MIN_VALUE + 1;
    private static final int NO_EVAL = Integer.MIN_VALUE;
    private static final int INF = Score.INFINITE;

    /** Late-move reductions by depth and move number (log-log, as in Stockfish and most engines). */
    private static final int[][] REDUCTION = new int[64][64];

    static {
        for (int d = 1; d < 64; d++)
            for (int m = 1; m < 64; m++) REDUCTION[d][m] = (int) (0.5 + Math.log(d) * Math.log(m) / 2.0);
    }

    final Search search;
    final int id;
    private final Ruleset rules;
    private final SearchTraits traits;
    private final Variant variant;
    private final MoveGenerator gen;
    private final Evaluator evaluator;
    private final StaticExchange exchange;
    final History history = new History(STACK);
    private final Pv pv = new Pv(STACK);
    private final MovePicker[] pickers = new MovePicker[STACK + 1];
    final RootTurns root = new RootTurns();
    /** Type indices that count as "pieces" for null move and pruning: neither King nor pawn-like. */
    private final int[] pieceTypes;

    // ---- the stack, by ply ----
    private final int[] turnPly = new int[STACK + 2];
    private final int[] staticEval = new int[STACK + 2];
    /** The move made from this ply ({@link Move#NONE} for a null move) and the piece it put on its destination. */
    private final int[] moveAt = new int[STACK + 2], pieceAt = new int[STACK + 2];
    private final long[] keys = new long[STACK + 2];
    private final int[][] quietsTried = new int[STACK + 1][64];

    Position p;
    TranspositionTable tt;
    /** The id of the search this thread is running (see {@link Search#request}). */
    long searchId;
    /** Nodes searched by this thread in the current search (the main thread reads the helpers' for totals). */
    long nodes;
    /** The main thread polls clock and node limit when its node count reaches this (its own field: nothing shared is written per poll). */
    long pollAt;
    int selDepth, completedDepth, rootDepth;
    private int multiPv, pvIndex;
    /** Null move is not tried below this ply while a null-move cutoff is being verified. */
    private int nullMinPly;
    /** Node visits, to know whose legality context the generator holds ({@link #prepare}). */
    private long nodeSerial, preparedFor = -1;

    SearchThread(Search search, int id, Ruleset rules) {
        this.search = search;
        this.id = id;
        this.rules = rules;
        this.traits = rules.searchTraits();
        this.variant = rules.variant();
        this.gen = rules.newGenerator();
        this.evaluator = rules.newEvaluator();
        EvalSpec spec = evaluator.spec();
        this.exchange = new StaticExchange(variant, spec, gen);
        for (int i = 0; i <= STACK; i++) pickers[i] = new MovePicker(this, gen, history, exchange);
        int n = 0;
        int[] types = new int[variant.typeCount()];
        for (int t = 1; t <= variant.typeCount(); t++)
            if (t != variant.kingType && !variant.types[t].promotes) types[n++] = t;
        pieceTypes = java.util.Arrays.copyOf(types, n);
    }

    /** Has this search been asked to stop (by a caller, the clock or the node limit)? */
    private boolean stopped() { return search.stopThrough >= searchId; }

    /** Makes the generator's legality context that of the node {@code node} (at most once per visit and child). */
    void prepare(long node) {
        if (preparedFor != node) {
            gen.prepare(p);
            preparedFor = node;
        }
    }

    // ---------------------------------------------------------------- root

    /**
     * Sets up a search of {@code position}: the legal root turns (restricted to {@code only}),
     * and returns false when there are none or the game is already over.
     */
    boolean setUp(Position position, long[] only, int multiPv) {
        p = position.copy();
        evaluator.track(p);
        nodes = 0;
        selDepth = completedDepth = 0;
        nullMinPly = 0;
        preparedFor = -1;
        this.multiPv = multiPv;
        history.clearKillers();
        TurnList legal = new TurnList();
        Turns.legal(p, gen, legal);
        if (legal.size() == 0 || rules.endScore(p, gen, 0) != Score.NONE) {
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
        preparedFor = -1;
        return reply;
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
        int delta = 20, alpha = -INF, beta = INF;
        if (depth >= 4 && previous != RootTurns.UNSEARCHED && !Score.isDecided(previous)) {
            alpha = Math.max(previous - delta, -INF);
            beta = Math.min(previous + delta, INF);
        }
        while (true) {
            int score = searchRoot(alpha, beta, depth);
            root.sort(pvIndex);
            if (stopped()) return;
            if (score <= alpha && alpha > -INF) {
                beta = (alpha + beta) / 2;
                alpha = Math.max(score - delta, -INF);
            } else if (score >= beta && beta < INF) {
                beta = Math.min(score + delta, INF);
            } else {
                return;
            }
            delta += delta / 2;
            if (delta > 1000 || Score.isDecided(score)) {
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
                p.make(first);
                ply = 1;
                turnPly[1] = 0;
                keys[1] = p.hash();
            }
            moveAt[ply] = move;
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
                score = -search(-alpha - 1, -alpha, newDepth, child, check, false, true);
                if (score > alpha && score < beta) score = -search(-beta, -alpha, newDepth, child, check, false, false);
            }
            p.unmake();
            if (first != Move.NONE) p.unmake();
            if (stopped()) return best;
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

    // ---------------------------------------------------------------- main search

    /**
     * Principal variation search of the node at {@code ply}, depth in plies. {@code continuation}:
     * the node is the second half of a turn (a huff was just made; the same side moves again).
     * {@code cutNode}: a fail-high is expected (a null-window child of a PV or all node).
     */
    private int search(int alpha, int beta, int depth, int ply, boolean inCheck, boolean continuation, boolean cutNode) {
        if (depth <= 0) return quiesce(alpha, beta, ply, inCheck, continuation);
        boolean pvNode = beta - alpha > 1;
        int tp = turnPly[ply];
        if (tp > selDepth) selDepth = tp;
        nodes++;
        if (id == 0 && nodes >= pollAt) search.poll(this);
        if (stopped()) return 0;
        pv.clear(ply);
        keys[ply] = p.hash();

        if (!continuation) {
            int end = gameEnd(ply, inCheck, tp);
            if (end != Score.NONE) return end;
            // Mate-distance pruning: nothing here beats a win at this ply or loses worse than a loss at it.
            alpha = Math.max(alpha, Score.mated(tp));
            beta = Math.min(beta, Score.mates(tp));
            if (alpha >= beta) return alpha;
        }
        if (ply >= STACK - 2 || tp >= Score.MAX_PLY - 2) return inCheck ? Score.DRAW : evaluator.evaluate(p);

        long data = tt.probe(keys[ply]);
        int ttMove = 0, ttScore = Score.NONE, ttBound = 0;
        if (data != 0) {
            ttMove = TranspositionTable.move(data);
            ttScore = Score.fromTable(TranspositionTable.score(data), tp);
            ttBound = TranspositionTable.bound(data);
            if (!pvNode && TranspositionTable.depth(data) >= depth
                    && (ttBound == TranspositionTable.EXACT || (ttBound == TranspositionTable.LOWER ? ttScore >= beta : ttScore <= alpha)))
                return ttScore;
        }

        int us = p.sideToMove();
        int eval;
        boolean improving = false;
        if (inCheck) {
            eval = staticEval[ply] = NO_EVAL;
        } else {
            eval = staticEval[ply] = evaluator.evaluate(p);
            if (ttScore != Score.NONE && !Score.isDecided(ttScore)
                    && (ttBound == TranspositionTable.EXACT || (ttBound == TranspositionTable.LOWER) == (ttScore > eval)))
                eval = ttScore;
            improving = ply >= 2 && staticEval[ply - 2] != NO_EVAL && staticEval[ply] > staticEval[ply - 2];
        }

        // Pruning before any move: only where a static score can stand for the node. Where having
        // no move decides the game, only while the side has a piece that can move (see hasPieces).
        if (!pvNode && !inCheck && !continuation && (!traits.noMovesDecides || hasPieces(us))) {
            // Not when beta is a decided loss for us: the root has a win and must see a better one.
            if (depth <= 7 && eval - 80 * depth + (improving ? 40 : 0) >= beta && eval < Score.WIN
                    && !Score.isDecided(beta)) return eval;
            if (depth <= 3 && eval + 250 + 200 * depth * depth < alpha && !Score.isDecided(alpha)) {
                int v = quiesce(alpha - 1, alpha, ply, false, false);
                if (v < alpha) return v;
            }
            if (traits.nullMove != SearchTraits.NullMove.OFF && depth >= 2 && eval >= beta && ply >= nullMinPly
                    && moveAt[ply - 1] != Move.NONE && !Score.isDecided(beta) && hasPieces(us)) {
                int r = 3 + depth / 3 + Math.min(3, (eval - beta) / 200);
                moveAt[ply] = Move.NONE;
                pieceAt[ply] = 0;
                p.makeNull();
                turnPly[ply + 1] = tp + 1;
                int v = -search(-beta, -beta + 1, depth - r, ply + 1, gen.inCheck(p), false, !cutNode);
                p.unmakeNull();
                if (stopped()) return 0;
                if (v >= beta) {
                    if (Score.isDecided(v)) v = beta;
                    if (traits.nullMove == SearchTraits.NullMove.ON || (depth < 10 && pieces(us) > 2)) return v;
                    // Verified (deep, or with few pieces left, where zugzwang lurks): search this node
                    // again, reduced, with no null move in the next plies.
                    nullMinPly = ply + 3 * (depth - r) / 4 + 1;
                    int w = search(beta - 1, beta, depth - r, ply, false, false, false);
                    nullMinPly = 0;
                    if (w >= beta) return v;
                }
            }
        }

        // Internal iterative reduction: without a table move this node is probably new; search it shallower.
        if ((pvNode || cutNode) && depth >= 6 && ttMove == 0) depth--;

        int prevMove = ply > 0 ? moveAt[ply - 1] : Move.NONE;
        int prevPiece = ply > 0 ? pieceAt[ply - 1] : 0;
        int counter = prevMove != Move.NONE && prevPiece != 0 ? history.counterMove(prevPiece, Move.to(prevMove)) : 0;
        long node = ++nodeSerial;
        MovePicker picker = pickers[ply];
        picker.init(p, node, ply, inCheck, ttMove, counter);
        int best = -INF, bestMove = Move.NONE, moveCount = 0, quietCount = 0;
        int[] quiets = quietsTried[ply];
        // Against a bare King, and where having no move decides the game against King and pawns,
        // the quiet move that mates or takes the last moves away is the tactic, and the trees are
        // small: no late quiet move is pruned.
        int them = us ^ 1;
        boolean prunesQuiets = traits.noMovesDecides ? hasPieces(them) : Long.bitCount(p.colorLo(them)) + Long.bitCount(p.colorHi(them)) > 1;
        int k1 = history.killer1(ply), k2 = history.killer2(ply);
        int move;
        while ((move = picker.next()) != Move.NONE) {
            int score;
            boolean tactical = MoveGenerator.isTactical(p, move);
            if (Turn.keepsSide(move)) {
                moveAt[ply] = move;
                pieceAt[ply] = 0;
                p.make(move);
                turnPly[ply + 1] = tp;
                score = search(alpha, beta, depth, ply + 1, gen.inCheck(p), true, cutNode);
                p.unmake();
                if (stopped()) return 0;
                if (score == NO_TURN) continue;
                moveCount++;
            } else {
                moveCount++;
                int lmrDepth = depth - 1 - REDUCTION[Math.min(depth, 63)][Math.min(moveCount, 63)];
                boolean futile = false;
                // Shallow pruning of late moves, once some move has saved the game.
                if (!inCheck && best > -Score.WIN && !pvNode) {
                    if (!tactical && prunesQuiets) {
                        if (depth <= 8 && moveCount >= (3 + depth * depth) / (improving ? 1 : 2)) {
                            picker.skipQuiets();
                            continue;
                        }
                        // Not against a decided alpha: no static score reaches it, and a faster win must be found.
                        futile = lmrDepth <= 6 && eval + 100 + 100 * Math.max(lmrDepth, 0) <= alpha && !Score.isDecided(alpha);
                        if (lmrDepth <= 4 && !exchange.atLeast(p, move, -25 * lmrDepth * lmrDepth)) continue;
                    } else if (depth <= 6 && !exchange.atLeast(p, move, -100 * depth)) {
                        continue;
                    }
                }
                moveAt[ply] = move;
                p.make(move);
                pieceAt[ply] = p.pieceAt(Move.to(move));
                boolean givesCheck = gen.inCheck(p);
                if (futile && !givesCheck) {
                    p.unmake();
                    continue;
                }
                int newDepth = depth - 1 + (givesCheck && ply < 2 * rootDepth ? 1 : 0);
                turnPly[ply + 1] = tp + 1;
                if (moveCount == 1) {
                    score = -search(-beta, -alpha, newDepth, ply + 1, givesCheck, false, !pvNode && !cutNode);
                } else {
                    int r = 0;
                    if (depth >= 3 && !tactical) {
                        r = REDUCTION[Math.min(depth, 63)][Math.min(moveCount, 63)];
                        if (pvNode) r--;
                        if (cutNode) r++;
                        if (!improving) r++;
                        if (move == k1 || move == k2 || move == counter) r--;
                        if (givesCheck) r--;
                        r -= history.score(us, move) / 6000;
                        r = Math.max(0, Math.min(r, newDepth - 1));
                    }
                    score = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, givesCheck, false, true);
                    if (r > 0 && score > alpha) score = -search(-alpha - 1, -alpha, newDepth, ply + 1, givesCheck, false, !cutNode);
                    if (pvNode && score > alpha && score < beta) score = -search(-beta, -alpha, newDepth, ply + 1, givesCheck, false, false);
                }
                p.unmake();
                if (stopped()) return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    bestMove = move;
                    if (pvNode) pv.update(ply, move);
                    if (score >= beta) {
                        if (!tactical) history.reward(us, ply, move, depth, quiets, quietCount, prevPiece, Move.to(prevMove));
                        break;
                    }
                    alpha = score;
                }
            }
            if (!tactical && quietCount < quiets.length) quiets[quietCount++] = move;
        }
        if (moveCount == 0) return continuation ? NO_TURN : rules.noMovesScore(p, inCheck, tp);
        int bound = best >= beta ? TranspositionTable.LOWER : pvNode && bestMove != Move.NONE ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(keys[ply], bestMove, Score.toTable(best, tp), depth, bound);
        return best;
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
        if (id == 0 && nodes >= pollAt) search.poll(this);
        if (stopped()) return 0;
        pv.clear(ply);
        keys[ply] = p.hash();

        if (!continuation) {
            int end = gameEnd(ply, inCheck, tp);
            if (end != Score.NONE) return end;
        }
        if (ply >= STACK - 2 || tp >= Score.MAX_PLY - 2) return inCheck ? Score.DRAW : evaluator.evaluate(p);

        long data = tt.probe(keys[ply]);
        int ttMove = 0;
        if (data != 0) {
            ttMove = TranspositionTable.move(data);
            int ttScore = Score.fromTable(TranspositionTable.score(data), tp), ttBound = TranspositionTable.bound(data);
            if (!pvNode && (ttBound == TranspositionTable.EXACT || (ttBound == TranspositionTable.LOWER ? ttScore >= beta : ttScore <= alpha)))
                return ttScore;
        }

        int best = -INF, standPat = 0;
        if (!inCheck) {
            if (continuation || traits.noMovesDecides) {
                boolean any = gen.hasLegalTurn(p);
                preparedFor = -1;
                if (!any) return continuation ? NO_TURN : rules.noMovesScore(p, false, tp);
            }
            standPat = evaluator.evaluate(p);
            if (standPat >= beta) return standPat;
            if (standPat > alpha) alpha = standPat;
            best = standPat;
        }

        long node = ++nodeSerial;
        MovePicker picker = pickers[ply];
        picker.initQuiescence(p, node, ply, inCheck, ttMove);
        int bestMove = Move.NONE, moveCount = 0;
        int move;
        while ((move = picker.next()) != Move.NONE) {
            boolean huff = Turn.keepsSide(move);
            if (!inCheck && !huff && Move.promotion(move) == 0) {
                // Delta pruning: even winning the victim for nothing would not reach alpha.
                if (standPat + exchange.captured(p, move) + 200 <= alpha && !Score.isDecided(alpha)) continue;
                if (exchange.loses(p, move)) continue;
            }
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
        if (inCheck && moveCount == 0) return continuation ? NO_TURN : rules.noMovesScore(p, true, tp);
        int bound = best >= beta ? TranspositionTable.LOWER : pvNode && bestMove != Move.NONE ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(keys[ply], bestMove, Score.toTable(best, tp), 0, bound);
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
        int end = rules.endScore(p, gen, tp);
        if (end == Score.NONE) return Score.NONE;
        boolean any = gen.hasLegalTurn(p);
        preparedFor = -1;
        return any ? end : rules.noMovesScore(p, inCheck, tp);
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

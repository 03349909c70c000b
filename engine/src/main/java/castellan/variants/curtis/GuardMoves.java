package castellan.variants.curtis;

import castellan.board.Geometry;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * The moves of the two Guards (rules/royal.md, "Royal Guards"), walked square by square:
 * major slides (1-3, capture on any square reached), minor slides (1-3, capture only at
 * distance 1, cut by territory), jumping the own King on the own first rank without capturing,
 * and a queen-powered Guard's Queen moves.
 */
final class GuardMoves {
    /** The eight directions: four orthogonal, then four diagonal. */
    static final int[][] DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private final Geometry g;
    private final int queensGuard, kingsGuard, king;

    GuardMoves(Geometry g, int queensGuard, int kingsGuard, int king) {
        this.g = g;
        this.queensGuard = queensGuard;
        this.kingsGuard = kingsGuard;
        this.king = king;
    }

    boolean isGuard(int piece) {
        int t = Piece.type(piece);
        return piece != 0 && (t == queensGuard || t == kingsGuard);
    }

    /** Enemy territory: the far half of the board, ranks 5-8 for White. */
    boolean enemyTerritory(int color, int square) {
        return g.relativeRank(color, square) >= g.ranks / 2;
    }

    /** Adds the moves of the side to move's Guard on {@code from}. */
    void add(Position p, int from, boolean queenPower, MoveList list) {
        int piece = p.pieceAt(from), us = Piece.color(piece);
        int file = g.file(from), rank = g.rank(from);
        if (queenPower) {
            for (int[] d : DIRS) {
                for (int f = file + d[0], r = rank + d[1]; g.onBoard(f, r); f += d[0], r += d[1]) {
                    int to = g.square(f, r), target = p.pieceAt(to);
                    if (target != 0 && Piece.color(target) == us) break;
                    list.add(Move.of(from, to));
                    if (target != 0) break;
                }
            }
            return;
        }
        boolean kingsGuardPiece = Piece.type(piece) == kingsGuard;
        boolean onFirstRank = g.relativeRank(us, from) == 0;
        boolean deepInEnemyTerritory = g.relativeRank(us, from) > g.ranks / 2;
        int ownKing = Piece.of(king, us);
        for (int i = 0; i < 8; i++) {
            int df = DIRS[i][0], dr = DIRS[i][1];
            boolean orthogonal = i < 4, horizontal = dr == 0;
            boolean major = kingsGuardPiece == orthogonal; // King's Guard: orthogonal major; Queen's: diagonal
            boolean jumped = false;
            for (int k = 1; k <= 3; k++) {
                int f = file + df * k, r = rank + dr * k;
                if (!g.onBoard(f, r)) break;
                int to = g.square(f, r), target = p.pieceAt(to);
                if (target != 0) {
                    if (target == ownKing && horizontal && onFirstRank && !jumped) { jumped = true; continue; }
                    if (Piece.color(target) != us && !jumped && (major || k == 1)) list.add(Move.of(from, to));
                    break;
                }
                list.add(Move.of(from, to));
                if (major) continue;
                if (horizontal) {
                    if (deepInEnemyTerritory) break; // Queen's Guard beyond the first enemy rank: one square
                } else if (enemyTerritory(us, to)) {
                    break; // a minor move ends on the first enemy-territory square it reaches
                }
            }
        }
    }
}

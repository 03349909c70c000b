package castellan.variants.kingdom;

import static castellan.variants.kingdom.KingdomMoves.KINGDOM;
import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.move.Move;
import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.notation.Fen;
import castellan.notation.MoveText;
import castellan.position.Position;
import castellan.reference.KingdomReference;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine against {@link KingdomReference} along random games: the same legal moves and the
 * same check status in every position, the FEN round trip and the incremental hash intact, and
 * unmake back to the start. The start positions are chosen to reach every rule quickly: Dukes
 * gone (royal Kings, castling), Dragons gone (capturing Wizards), promotions close.
 */
class KingdomDifferentialTest {
    static final int GAMES = 40, MAX_PLIES = 150;

    @ParameterizedTest
    @ValueSource(strings = {
        // the start position
        "rnbekqibnr/ppppdwpppp/sssssgssss/10/10/10/10/SSSSSGSSSS/PPPPDWPPPP/RNBEKQIBNR w KQkq - 0 1",
        // no Dukes: Kings royal and capturing, castling possible
        "rnbekqibnr/pppp1wpppp/sssssgssss/10/10/10/10/SSSSSGSSSS/PPPP1WPPPP/RNBEKQIBNR w KQkq - 0 1",
        // no Dukes, no Dragons: Wizards capture too
        "rnbekqibnr/pppp1wpppp/sssss1ssss/10/10/10/10/SSSSS1SSSS/PPPP1WPPPP/RNBEKQIBNR w KQkq - 0 1",
        // only White has a Duke: an immune King against a royal one
        "rnbekqibnr/pppp1wpppp/sssssgssss/10/10/10/10/SSSSSGSSSS/PPPPDWPPPP/RNBEKQIBNR w KQkq - 0 1",
        // promotions everywhere, open files for castling, Wizards without Dragons
        "r3k4r/2P3S3/1s6p1/3S2s3/5w4/4W5/3s2S3/1S6P1/2p3s3/R3K4R w KQkq - 0 1",
        // Pawns already on their last ranks (in-place promotion), Dukes on the board
        "1P2k4r/2P3S3/1s2d3p1/3S2s3/5w4/4W5/3s2S3/1S1D4P1/6s3/r3K2p2 b - - 0 1",
    })
    void sameMovesAsReference(String start) {
        MoveGenerator gen = KINGDOM.newGenerator();
        SplittableRandom random = new SplittableRandom(start.hashCode());
        MoveList list = new MoveList();
        int positions = 0;
        int[] kinds = new int[8]; // legal moves seen, by Move kind: how much of the rules a run reached
        int checks = 0;
        for (int game = 0; game < GAMES; game++) {
            Position p = Fen.parse(KINGDOM, start);
            int plies = 0;
            for (; plies < MAX_PLIES; plies++) {
                String fen = Fen.format(KINGDOM, p);
                assertEquals(fen, Fen.format(KINGDOM, Fen.parse(KINGDOM, fen)), "FEN round trip");
                assertEquals(p.computeHash(), p.hash(), "hash of " + fen);
                KingdomReference ref = KingdomReference.fromFen(fen);
                gen.generateLegal(p, list);
                List<String> ours = new ArrayList<>();
                for (int i = 0; i < list.size(); i++) ours.add(MoveText.format(KINGDOM.variant(), list.get(i)));
                assertEquals(new TreeSet<>(ref.legalMoves()), new TreeSet<>(ours), "legal moves of " + fen);
                assertEquals(ours.size(), new TreeSet<>(ours).size(), "duplicate moves in " + fen);
                assertEquals(ref.inCheck(), gen.inCheck(p), "check in " + fen);
                for (int i = 0; i < list.size(); i++) kinds[Move.kind(list.get(i))]++;
                if (gen.inCheck(p)) checks++;
                positions++;
                if (list.size() == 0) break;
                p.make(list.get(random.nextInt(list.size())));
            }
            for (int i = 0; i < plies; i++) p.unmake();
            assertEquals(start, Fen.format(KINGDOM, p), "unmake back to the start");
        }
        System.out.println("kingdom: " + positions + " positions compared (" + checks + " in check; castling "
                + kinds[Move.CASTLING] + ", en passant " + kinds[Move.EN_PASSANT] + ", in-place "
                + kinds[Move.PROMOTE_IN_PLACE] + " legal moves seen) from " + start);
    }
}

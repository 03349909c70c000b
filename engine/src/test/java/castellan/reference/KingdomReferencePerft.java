package castellan.reference;

/**
 * Prints the reference generator's perft numbers, for deriving the expected values in the
 * Kingdom perft tests: {@code java -cp engine/target/test-classes
 * castellan.reference.KingdomReferencePerft DEPTH "FEN"}.
 */
public final class KingdomReferencePerft {
    private KingdomReferencePerft() {}

    public static void main(String[] args) {
        KingdomReference r = KingdomReference.fromFen(args[1]);
        for (int d = 1; d <= Integer.parseInt(args[0]); d++) {
            long t = System.nanoTime();
            System.out.println(d + " " + r.perft(d) + " " + (System.nanoTime() - t) / 1_000_000 + " ms");
        }
    }
}

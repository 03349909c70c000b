package castellan.position;

/**
 * What {@link Position#make} asks of a variant's rules: keeping its state words up to date
 * (Norochess scores, Maidens huff rights, Curtis recapture square and queen powers). Called
 * only for variants that keep state words ({@link castellan.variant.Variant#stateSlots}).
 *
 * <p>Implementations are shared by every thread; anything they need to remember per position
 * lives in the state words or in the position's {@link Position#hookScratch(Class) scratch}.
 */
public interface StateHooks {
    /** The hooks of a variant without state words: nothing to do. */
    StateHooks NONE = new StateHooks() {};

    /** Called before the move changes anything (Maidens reads the capture candidates of the position here). */
    default void beforeMake(Position p, int move) {}

    /**
     * Called at the end of {@link Position#make}: board, rights and hash updated, the state words
     * copied from the previous ply. {@code captured} is the piece the move removed, 0 if none.
     */
    default void afterMake(Position p, int move, int captured) {}

    /**
     * Per-position scratch for the hooks, made once for each {@link Position} (so once per search
     * thread): Maidens keeps its capture-candidate cache here. Null when none is needed.
     */
    default HookScratch newScratch() { return null; }
}

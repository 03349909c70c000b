package castellan.position;

/**
 * What a variant's hooks keep per position besides its state words (Maidens: the cache of its
 * capture candidates). Made by {@link StateHooks#newScratch} once for each {@link Position},
 * never shared between positions, so each search thread has its own.
 */
public interface HookScratch {}

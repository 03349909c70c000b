package castellan.search;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@link SearchParameters} field as a tunable constant: the engine offers it as a UCI
 * spin option of its name (the field's name with a capital: {@code futilityMargin} is
 * {@code FutilityMargin}) in this range, for the SPSA driver ({@code castellan match spsa},
 * docs/matches.md). The range bounds what tuning may try, not what is sensible to play.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
@interface Spin {
    int min();

    int max();
}

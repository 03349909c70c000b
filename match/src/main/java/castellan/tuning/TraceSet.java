package castellan.tuning;

import castellan.eval.EvalSpec;
import castellan.eval.EvalTrace;
import castellan.eval.Evaluator;
import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * The tuning data as the tuner reads it: every position's trace ({@link EvalTrace}), kept sparse
 * and compact (a few hundred bytes a position), with its label. The traces do not depend on the
 * parameters (but for King danger's function and the initiative's clamp, which the model computes), so they are made once
 * and the tuner evaluates a position in a few hundred multiplications.
 *
 * <p>Also counts, over the whole set, how often each parameter occurs for either side
 * ({@link #occurrences}), and the same weighted by how much of a middlegame or an endgame each
 * position is: what a piece's placement and mobility are worth on average in each.
 */
final class TraceSet {
    /** Positions in one task of the parallel tracing. */
    private static final int CHUNK = 2048;

    final int size, params;
    /** White's result (1, 0.5, 0), the search's score (White's, centipawns), the game number. */
    final float[] result;
    final int[] score, game;
    /** Phase, scale and the endgame sum's scale, 256 = 1. */
    final short[] phase, scale, egScale;
    /** Position k's features are {@code index[start[k]..start[k+1])} with coefficients {@code coefficient[...]}, White's view. */
    final int[] start, index;
    final float[] coefficient;
    /** King danger: bit c of {@code danger[k]} when it counts against colour c's King; its weights as features in {@code dangerStart}/... by colour. */
    final byte[] danger;
    final int[] dangerStart, dangerIndex;
    final byte[] dangerColor;
    final float[] dangerCoefficient;
    /** King danger's own numbers (the trace's indices), -1 without royal Kings. */
    final int quadratic, max, endgame;
    /** King danger counts only where its weight sum is above 0 ({@code kingDanger.positive}). */
    final boolean dangerPositiveOnly;
    /** The initiative's complexity: position k's inputs are {@code initiativeIndex[initiativeStart[k]..initiativeStart[k+1])}; the middlegame's shift (-1: none). */
    final int[] initiativeStart, initiativeIndex;
    final float[] initiativeCoefficient;
    final int shift;
    /** Per parameter: how often it occurred, summed over both sides and every position (a piece on a square, a mobility count ...). */
    final double[] occurrences;
    /** The same, each position's counted by its phase (times phase/256: middlegame) or by the rest (endgame). */
    final double[][] occurrencesByPhase;

    private TraceSet(int size, int params, Chunk[] chunks, EvalTrace any) {
        this.size = size;
        this.params = params;
        result = new float[size];
        score = new int[size];
        game = new int[size];
        phase = new short[size];
        scale = new short[size];
        egScale = new short[size];
        danger = new byte[size];
        start = new int[size + 1];
        dangerStart = new int[size + 1];
        initiativeStart = new int[size + 1];
        int features = 0, dangers = 0, inputs = 0;
        for (Chunk c : chunks) {
            features += c.features;
            dangers += c.dangers;
            inputs += c.inputs;
        }
        initiativeIndex = new int[inputs];
        initiativeCoefficient = new float[inputs];
        index = new int[features];
        coefficient = new float[features];
        dangerIndex = new int[dangers];
        dangerColor = new byte[dangers];
        dangerCoefficient = new float[dangers];
        occurrences = new double[params];
        occurrencesByPhase = new double[2][params];
        int k = 0, f = 0, d = 0, in = 0;
        for (Chunk c : chunks) {
            for (int j = 0; j < c.n; j++, k++) {
                result[k] = c.result[j];
                score[k] = c.score[j];
                game[k] = c.game[j];
                phase[k] = c.phase[j];
                scale[k] = c.scale[j];
                egScale[k] = c.egScale[j];
                danger[k] = c.danger[j];
                start[k] = f + c.start[j];
                dangerStart[k] = d + c.dangerStart[j];
                initiativeStart[k] = in + c.initiativeStart[j];
            }
            System.arraycopy(c.initiativeIndex, 0, initiativeIndex, in, c.inputs);
            System.arraycopy(c.initiativeCoefficient, 0, initiativeCoefficient, in, c.inputs);
            System.arraycopy(c.index, 0, index, f, c.features);
            System.arraycopy(c.coefficient, 0, coefficient, f, c.features);
            System.arraycopy(c.dangerIndex, 0, dangerIndex, d, c.dangers);
            System.arraycopy(c.dangerColor, 0, dangerColor, d, c.dangers);
            System.arraycopy(c.dangerCoefficient, 0, dangerCoefficient, d, c.dangers);
            for (int i = 0; i < params; i++) {
                occurrences[i] += c.occurrences[i];
                occurrencesByPhase[0][i] += c.byPhase[0][i];
                occurrencesByPhase[1][i] += c.byPhase[1][i];
            }
            f += c.features;
            d += c.dangers;
            in += c.inputs;
        }
        start[size] = f;
        dangerStart[size] = d;
        initiativeStart[size] = in;
        quadratic = any.dangerQuadratic();
        max = any.dangerMax();
        endgame = any.dangerEndgame();
        dangerPositiveOnly = any.dangerPositiveOnly();
        shift = any.initiativeShift();
    }

    /** Traces the samples with the spec's evaluation, on the pool's threads; IllegalArgumentException for a bad FEN (naming it). */
    static TraceSet of(Ruleset rules, EvalSpec spec, List<Sample> samples, ExecutorService pool) throws InterruptedException {
        List<Future<Chunk>> futures = new ArrayList<>();
        for (int from = 0; from < samples.size(); from += CHUNK) {
            List<Sample> part = samples.subList(from, Math.min(samples.size(), from + CHUNK));
            futures.add(pool.submit(() -> new Chunk(rules, spec, part)));
        }
        Chunk[] chunks = new Chunk[futures.size()];
        for (int i = 0; i < chunks.length; i++) {
            try {
                chunks[i] = futures.get(i).get();
            } catch (ExecutionException e) {
                if (e.getCause() instanceof IllegalArgumentException bad) throw bad;
                throw new IllegalStateException(e.getCause());
            }
        }
        return new TraceSet(samples.size(), spec.params.size(), chunks, spec.newTrace());
    }

    /** The traces of a run of samples, made on one thread. */
    private static final class Chunk {
        final int n;
        final float[] result;
        final int[] score, game, start, dangerStart, initiativeStart;
        final short[] phase, scale, egScale;
        final byte[] danger;
        int[] index = new int[1024], dangerIndex = new int[64];
        float[] coefficient = new float[1024], dangerCoefficient = new float[64];
        byte[] dangerColor = new byte[64];
        int[] initiativeIndex = new int[64];
        float[] initiativeCoefficient = new float[64];
        int features, dangers, inputs;
        final double[] occurrences;
        final double[][] byPhase;

        Chunk(Ruleset rules, EvalSpec spec, List<Sample> samples) {
            n = samples.size();
            result = new float[n];
            score = new int[n];
            game = new int[n];
            start = new int[n];
            dangerStart = new int[n];
            initiativeStart = new int[n];
            phase = new short[n];
            scale = new short[n];
            egScale = new short[n];
            danger = new byte[n];
            occurrences = new double[spec.params.size()];
            byPhase = new double[2][spec.params.size()];
            Evaluator e = new Evaluator(spec);
            EvalTrace t = spec.newTrace();
            for (int k = 0; k < n; k++) {
                Sample s = samples.get(k);
                Position p;
                try {
                    p = Fen.parse(rules, s.fen());
                } catch (RuntimeException bad) {
                    throw new IllegalArgumentException("bad FEN '" + s.fen() + "': " + bad.getMessage(), bad);
                }
                e.trace(p, t);
                result[k] = (float) s.result();
                score[k] = s.score();
                game[k] = s.game();
                phase[k] = (short) t.phase();
                scale[k] = (short) t.scale();
                egScale[k] = (short) t.egScale();
                start[k] = features;
                double mg = t.phase() / 256.0;
                for (int j = 0; j < t.features(); j++) {
                    double c = t.coefficient(j), o = t.occurrences(j);
                    occurrences[t.feature(j)] += o;
                    byPhase[0][t.feature(j)] += o * mg;
                    byPhase[1][t.feature(j)] += o * (1 - mg);
                    if (c == 0) continue;
                    feature(t.feature(j), (float) c);
                }
                dangerStart[k] = dangers;
                for (int c = 0; c < 2; c++) {
                    if (!t.inDanger(c)) continue;
                    danger[k] |= (byte) (1 << c);
                    for (int j = 0; j < t.dangerFeatures(c); j++) dangerFeature(c, t.dangerFeature(c, j), (float) t.dangerCoefficient(c, j));
                }
                initiativeStart[k] = inputs;
                for (int j = 0; j < t.initiativeFeatures(); j++) initiativeInput(t.initiativeFeature(j), (float) t.initiativeCoefficient(j));
            }
        }

        private void feature(int i, float c) {
            if (features == index.length) {
                index = Arrays.copyOf(index, features * 2);
                coefficient = Arrays.copyOf(coefficient, features * 2);
            }
            index[features] = i;
            coefficient[features++] = c;
        }

        private void initiativeInput(int i, float c) {
            if (inputs == initiativeIndex.length) {
                initiativeIndex = Arrays.copyOf(initiativeIndex, inputs * 2);
                initiativeCoefficient = Arrays.copyOf(initiativeCoefficient, inputs * 2);
            }
            initiativeIndex[inputs] = i;
            initiativeCoefficient[inputs++] = c;
        }

        private void dangerFeature(int color, int i, float c) {
            if (dangers == dangerIndex.length) {
                dangerIndex = Arrays.copyOf(dangerIndex, dangers * 2);
                dangerColor = Arrays.copyOf(dangerColor, dangers * 2);
                dangerCoefficient = Arrays.copyOf(dangerCoefficient, dangers * 2);
            }
            dangerIndex[dangers] = i;
            dangerColor[dangers] = (byte) color;
            dangerCoefficient[dangers++] = c;
        }
    }
}

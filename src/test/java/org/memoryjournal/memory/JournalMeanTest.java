package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

class JournalMeanTest {
    private static final String MODEL = "test:model";
    private static final Instant AT = Instant.parse("2026-03-01T12:00:00Z");
    private static final int DIM = 32;

    /** A journal in one voice: every note leans the same way ({@code voice}) plus its own direction. */
    private static float[] note(Random rnd, float[] voice, float[] topic) {
        float[] v = new float[DIM];
        for (int j = 0; j < DIM; j++) {
            v[j] = 3 * voice[j] + (topic == null ? 0 : 2 * topic[j]) + (float) rnd.nextGaussian() * 0.5f;
        }
        return v;
    }

    private static float[] gaussian(Random rnd) {
        float[] v = new float[DIM];
        for (int j = 0; j < DIM; j++) {
            v[j] = (float) rnd.nextGaussian();
        }
        return v;
    }

    private static Embedding vec(float[] v) {
        return new Embedding(MODEL, v);
    }

    @Test
    void inAJournalOfOneVoiceUnrelatedNotesLookAlikeButCentredTheyDoNot() {
        Random rnd = new Random(7);
        float[] voice = gaussian(rnd);
        MemoryIndex ix = new MemoryIndex(MODEL, DIM);
        for (int i = 0; i < 60; i++) {
            ix.put(new IndexEntry(i + 1, vec(note(rnd, voice, gaussian(rnd))), MemoryKind.EPISODIC, 3, AT, false, 0,
                    40));
        }
        float[] topic = gaussian(rnd);
        Embedding a = vec(note(rnd, voice, topic));
        Embedding sameTopic = vec(note(rnd, voice, topic));
        Embedding unrelated = vec(note(rnd, voice, gaussian(rnd)));
        JournalMean mean = ix.mean();

        assertThat(Cosine.of(a, unrelated)).as("the voice alone makes them close").isGreaterThan(0.6);
        assertThat(mean.centredCosine(a, unrelated).orElseThrow()).isLessThan(0.3);
        assertThat(mean.centredCosine(a, sameTopic).orElseThrow()).isGreaterThan(0.5);
    }

    @Test
    void withAMeanOfNothingTheCentredCosineIsThePlainOne() {
        Random rnd = new Random(3);
        Embedding a = vec(gaussian(rnd));
        Embedding b = vec(gaussian(rnd));
        JournalMean zero = new JournalMean(new double[DIM], JournalMean.MEASURED_FROM);

        assertThat(zero.centredCosine(a, b).orElseThrow()).isCloseTo(Cosine.of(a, b), within(1e-6));
    }

    @Test
    void aJournalTooSmallToHaveABackgroundTellsNothing() {
        Random rnd = new Random(5);
        JournalMean few = new JournalMean(gaussian64(rnd), JournalMean.MEASURED_FROM - 1);

        assertThat(few.centredCosine(vec(gaussian(rnd)), vec(gaussian(rnd)))).isEmpty();
    }

    private static double[] gaussian64(Random rnd) {
        double[] v = new double[DIM];
        for (int j = 0; j < DIM; j++) {
            v[j] = rnd.nextGaussian() * 0.1;
        }
        return v;
    }

    @Test
    void theIndexKeepsTheMeanOfWhatItHoldsThroughReplacementsAndRemovals() {
        Random rnd = new Random(11);
        MemoryIndex ix = new MemoryIndex(MODEL, DIM);
        List<float[]> held = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            float[] v = gaussian(rnd);
            held.add(v);
        }
        List<IndexEntry> entries = new ArrayList<>();
        for (int i = 0; i < held.size(); i++) {
            entries.add(new IndexEntry(i + 1, vec(held.get(i)), MemoryKind.SEMANTIC, 2, AT, false, 0, 10));
        }
        ix.putAll(entries);
        float[] replaced = gaussian(rnd);
        ix.put(new IndexEntry(5, vec(replaced), MemoryKind.SEMANTIC, 2, AT, false, 0, 10));
        held.set(4, replaced);
        ix.remove(9);
        held.set(8, null);
        ix.remove(1000);

        Embedding probeA = vec(gaussian(rnd));
        Embedding probeB = vec(gaussian(rnd));
        JournalMean expected = new JournalMean(meanOfUnits(held), held.size() - 1);
        JournalMean actual = ix.mean();
        assertThat(actual.count()).isEqualTo(39);
        assertThat(actual.centredCosine(probeA, probeB).orElseThrow())
                .isCloseTo(expected.centredCosine(probeA, probeB).orElseThrow(), within(1e-9));
    }

    private static double[] meanOfUnits(List<float[]> vectors) {
        double[] sum = new double[DIM];
        int n = 0;
        for (float[] v : vectors) {
            if (v == null) {
                continue;
            }
            double norm = Signals.norm(v, 0, DIM);
            for (int j = 0; j < DIM; j++) {
                sum[j] += v[j] / norm;
            }
            n++;
        }
        for (int j = 0; j < DIM; j++) {
            sum[j] /= n;
        }
        return sum;
    }

    @Test
    void aVectorOfAnotherLengthIsRefused() {
        JournalMean mean = new JournalMean(new double[DIM], JournalMean.MEASURED_FROM);
        Embedding shorter = new Embedding(MODEL, new float[] {1, 0, 0});

        assertThatThrownBy(() -> mean.centredCosine(shorter, shorter))
                .isInstanceOf(IncompatibleEmbeddingException.class).hasMessageContaining("dimensions");
    }
}

package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/** How texts sorted by token count are cut into batches: short ones many at a time, long ones alone or in twos. */
class OnnxBatchingTest {

    /** The batch sizes for these ascending token counts, at most {@code size} texts a batch. */
    private static List<Integer> batches(int[] lengths, int size) {
        List<Integer> out = new ArrayList<>();
        for (int start = 0, end; start < lengths.length; start = end) {
            end = OnnxBertEncoder.batchEnd(lengths, start, size);
            out.add(end - start);
        }
        return out;
    }

    private static int[] repeat(int length, int times) {
        int[] out = new int[times];
        Arrays.fill(out, length);
        return out;
    }

    @Test
    void shortTextsFillTheBatchSize() {
        assertThat(batches(repeat(20, 70), 32)).containsExactly(32, 32, 6);
    }

    @Test
    void longerTextsShareATokenBudget() {
        int per = OnnxBertEncoder.TOKENS_PER_BATCH / 256;
        assertThat(batches(repeat(256, per * 2 + 1), 32)).containsExactly(per, per, 1);
        assertThat(batches(repeat(OnnxBertEncoder.MAX_TOKENS, 3), 32)).allSatisfy(n -> assertThat(n * 512)
                .isLessThanOrEqualTo(OnnxBertEncoder.TOKENS_PER_BATCH));
    }

    @Test
    void aTextLongerThanTheBudgetGoesAloneAndEveryTextIsInOneBatch() {
        int[] lengths = {10, 10, 40, 300, 900, 2000};
        List<Integer> sizes = batches(lengths, 32);

        assertThat(sizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(lengths.length);
        assertThat(sizes.subList(sizes.size() - 2, sizes.size())).containsExactly(1, 1);
    }

    @Test
    void aBatchSizeOfOneEmbedsEachTextAlone() {
        assertThat(batches(new int[] {5, 6, 7}, 1)).containsExactly(1, 1, 1);
    }
}

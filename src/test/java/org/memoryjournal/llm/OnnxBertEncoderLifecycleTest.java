package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/**
 * The encoder's native parts (tokenizer, ONNX session) and their end: closing while another thread embeds
 * waits for the step under way and refuses the next, instead of freeing them mid-call (which crashed the
 * process when the app quit while the model warmed up). Also how the model file is read.
 */
class OnnxBertEncoderLifecycleTest {
    private static final String MODEL = "all-minilm-l6-v2-q";

    @Test
    void closingWhileAnotherThreadEmbedsEndsItsWorkWithASentenceNotACrash() throws Exception {
        OnnxBertEncoder encoder = OnnxBertEncoder.fromClasspath(MODEL + ".onnx", MODEL + "-tokenizer.json",
                OnnxBertEncoder.Pooling.MEAN);
        encoder.batchSize(4);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            texts.add("A sentence about the garden, the weather and the week ahead, number " + i);
        }
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            CountDownLatch started = new CountDownLatch(2);
            AtomicInteger finished = new AtomicInteger();
            List<Future<RuntimeException>> workers = new ArrayList<>();
            for (int w = 0; w < 2; w++) {
                workers.add(pool.submit(() -> {
                    started.countDown();
                    while (true) {
                        try {
                            assertThat(encoder.encode(texts)).hasDimensions(64, 384);
                            finished.incrementAndGet();
                        } catch (RuntimeException e) {
                            return e;
                        }
                    }
                }));
            }
            started.await();
            Thread.sleep(300); // both threads are inside encode, mid-batch or between batches

            encoder.close();

            for (Future<RuntimeException> worker : workers) {
                RuntimeException ended = worker.get(60, TimeUnit.SECONDS);
                assertThat(ended).isInstanceOf(IllegalStateException.class)
                        .hasMessageContaining("embedding model was closed");
            }
        } finally {
            pool.shutdownNow();
        }
        assertThatThrownBy(() -> encoder.encode(List.of("after the end")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
        encoder.close(); // a second close is harmless
    }

    @Test
    void theModelFileIsReadWholeIntoNativeMemory() throws IOException {
        ByteBuffer read = OnnxBertEncoder.readResource(MODEL + "-tokenizer.json");
        byte[] expected;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(MODEL + "-tokenizer.json")) {
            expected = in.readAllBytes();
        }
        assertThat(read.isDirect()).isTrue();
        assertThat(read.position()).isZero();
        assertThat(read.remaining()).isEqualTo(expected.length);
        byte[] actual = new byte[read.remaining()];
        read.get(actual);
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void aMissingModelFileIsNamedInASentence() {
        assertThatThrownBy(() -> OnnxBertEncoder.readResource("no-such-model.onnx"))
                .isInstanceOf(IOException.class).hasMessageContaining("no-such-model.onnx is missing");
        assertThatThrownBy(() -> OnnxBertEncoder.fromClasspath("no-such-model.onnx", MODEL + "-tokenizer.json",
                OnnxBertEncoder.Pooling.MEAN)).isInstanceOf(java.io.UncheckedIOException.class)
                .hasMessageContaining("reinstall Memory Journal");
    }
}

package org.memoryjournal.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import javafx.application.Platform;
import javafx.stage.Stage;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class FxTaskExecutorTest {

    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    void streamedPiecesAreCoalescedOntoTheFxThreadInOrder() throws Exception {
        FxTaskExecutor executor = new FxTaskExecutor(1);
        StringBuilder received = new StringBuilder();
        AtomicInteger updates = new AtomicInteger();
        AtomicInteger offThread = new AtomicInteger();
        AtomicReference<String> result = new AtomicReference<>();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            expected.append(i).append(' ');
        }
        Platform.runLater(() -> executor.execute(BackgroundTask.of("stream", u -> {
            for (int i = 0; i < 5000; i++) {
                u.publish(i + " ");
            }
            return "done";
        }).onUpdate(piece -> {
            if (!Platform.isFxApplicationThread()) {
                offThread.incrementAndGet();
            }
            updates.incrementAndGet();
            received.append(piece);
        }).onSuccess(result::set)));

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> result.get() != null);

        assertThat(received.toString()).isEqualTo(expected.toString());
        assertThat(updates.get()).isLessThan(5000);
        assertThat(offThread.get()).isZero();
        executor.shutdown();
    }
}

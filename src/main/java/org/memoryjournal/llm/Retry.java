package org.memoryjournal.llm;

import java.time.Duration;
import java.util.Objects;

/**
 * Bounded retries with exponential back-off for non-streaming calls that met 429 or 5xx.
 * A numeric {@code Retry-After} header (seconds) is honoured up to {@code maxRetryAfter}.
 *
 * @param maxAttempts    total attempts, at least 1
 * @param baseDelay      pause before the 2nd attempt; doubled for each further one
 * @param maxRetryAfter  cap on a server-requested pause
 * @param sleeper        how to pause (tests inject one that records instead of waiting)
 */
public record Retry(int maxAttempts, Duration baseDelay, Duration maxRetryAfter, Sleeper sleeper) {

    /** Pauses the calling thread. */
    @FunctionalInterface
    public interface Sleeper {
        void sleep(Duration duration) throws InterruptedException;

        Sleeper REAL = d -> Thread.sleep(d.toMillis());
    }

    public static final Retry DEFAULT = new Retry(3, Duration.ofMillis(200), Duration.ofSeconds(10), Sleeper.REAL);
    public static final Retry NONE = new Retry(1, Duration.ZERO, Duration.ZERO, Sleeper.REAL);

    public Retry {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
        Objects.requireNonNull(baseDelay, "baseDelay");
        Objects.requireNonNull(maxRetryAfter, "maxRetryAfter");
        Objects.requireNonNull(sleeper, "sleeper");
    }

    public Retry withSleeper(Sleeper s) {
        return new Retry(maxAttempts, baseDelay, maxRetryAfter, s);
    }

    static boolean isRetryable(int status) {
        return status == 429 || status >= 500;
    }

    /** The pause after failed attempt number {@code attempt} (1-based). */
    Duration delayAfter(int attempt, String retryAfterHeader) {
        if (retryAfterHeader != null) {
            try {
                long seconds = Long.parseLong(retryAfterHeader.trim());
                if (seconds >= 0) {
                    Duration asked = Duration.ofSeconds(seconds);
                    return asked.compareTo(maxRetryAfter) > 0 ? maxRetryAfter : asked;
                }
            } catch (NumberFormatException e) {
                // an HTTP-date or garbage: fall back to our own back-off
            }
        }
        return baseDelay.multipliedBy(1L << Math.min(20, attempt - 1));
    }

    void pause(int attempt, String retryAfterHeader) {
        try {
            sleeper.sleep(delayAfter(attempt, retryAfterHeader));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LlmException(LlmException.Kind.CANCELLED, 0, "The request was cancelled.", e);
        }
    }
}

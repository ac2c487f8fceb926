package org.memoryjournal.app;

import java.nio.file.Files;
import java.nio.file.Path;

import org.slf4j.LoggerFactory;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy;
import ch.qos.logback.core.util.FileSize;

/**
 * Sends all logging to {@code logs/memory-journal.log} in the data directory (rolled at 5 MB, three
 * files kept) and nowhere else. Log lines never carry memory text, messages or keys at INFO.
 */
public final class Logging {
    static final String FILE_NAME = org.memoryjournal.settings.DataDirectory.LOG_FILE_NAME;

    private Logging() {
    }

    public static void toFile(Path logDir) {
        LoggerContext ctx = (LoggerContext) LoggerFactory.getILoggerFactory();
        ctx.reset();
        Path logFile = logDir.resolve(FILE_NAME);
        if (!Files.isDirectory(logDir) || !Files.isWritable(logDir) || Files.exists(logFile) && !Files.isWritable(logFile)) {
            return; // a read-only data directory: no log rather than errors on the console
        }
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(ctx);
        encoder.setPattern("%d{ISO8601} %-5level [%thread] %logger{30} - %msg%n");
        encoder.start();

        RollingFileAppender<ILoggingEvent> file = new OwnerOnlyFileAppender();
        file.setContext(ctx);
        file.setName("file");
        file.setFile(logDir.resolve(FILE_NAME).toString());
        file.setEncoder(encoder);
        FixedWindowRollingPolicy rolling = new FixedWindowRollingPolicy();
        rolling.setContext(ctx);
        rolling.setParent(file);
        rolling.setFileNamePattern(logDir.resolve("memory-journal.%i.log").toString());
        rolling.setMinIndex(1);
        rolling.setMaxIndex(3);
        rolling.start();
        SizeBasedTriggeringPolicy<ILoggingEvent> trigger = new SizeBasedTriggeringPolicy<>();
        trigger.setContext(ctx);
        trigger.setMaxFileSize(FileSize.valueOf("5MB"));
        trigger.start();
        file.setRollingPolicy(rolling);
        file.setTriggeringPolicy(trigger);
        file.start();

        ch.qos.logback.classic.Logger root = ctx.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.INFO);
        root.addAppender(file);
        ctx.getLogger("ai.djl").setLevel(Level.ERROR);
        ctx.getLogger("okhttp3").setLevel(Level.WARN);
    }
}

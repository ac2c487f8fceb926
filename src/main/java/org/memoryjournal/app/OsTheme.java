package org.memoryjournal.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Reads whether the desktop prefers a dark theme (JavaFX 21 has no API for it): GNOME's
 * {@code color-scheme}, macOS's {@code AppleInterfaceStyle}, Windows' {@code AppsUseLightTheme}.
 * Anything unreadable means light. Used only when the user has not chosen a theme.
 */
final class OsTheme {
    private OsTheme() {
    }

    /** "dark" or "light". */
    static String detect() {
        return detect(System.getProperty("os.name", ""), OsTheme::run);
    }

    static String detect(String osName, Function<List<String>, String> command) {
        String os = osName.toLowerCase(Locale.ROOT);
        String answer;
        if (os.contains("mac")) {
            answer = command.apply(List.of("defaults", "read", "-g", "AppleInterfaceStyle"));
            return answer.strip().equalsIgnoreCase("dark") ? "dark" : "light";
        }
        if (os.contains("win")) {
            answer = command.apply(List.of("reg", "query",
                    "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize", "/v", "AppsUseLightTheme"));
            return answer.matches("(?s).*AppsUseLightTheme\\s+REG_DWORD\\s+0x0\\b.*") ? "dark" : "light";
        }
        answer = command.apply(List.of("gsettings", "get", "org.gnome.desktop.interface", "color-scheme"));
        if (answer.contains("prefer-dark")) {
            return "dark";
        }
        answer = command.apply(List.of("gsettings", "get", "org.gnome.desktop.interface", "gtk-theme"));
        return answer.toLowerCase(Locale.ROOT).contains("dark") ? "dark" : "light";
    }

    /** Runs a short command; its output, or "" if it is missing, fails or takes over a second. */
    private static String run(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            try (InputStream in = p.getInputStream()) {
                if (!p.waitFor(1, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    return "";
                }
                return p.exitValue() == 0 ? new String(in.readAllBytes(), StandardCharsets.UTF_8) : "";
            }
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}

package org.memoryjournal.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class OsThemeTest {

    private static String with(String os, Map<String, String> answers) {
        return OsTheme.detect(os, cmd -> answers.getOrDefault(String.join(" ", cmd), ""));
    }

    @Test
    void gnomePreferDarkIsDark() {
        assertThat(with("Linux", Map.of("gsettings get org.gnome.desktop.interface color-scheme", "'prefer-dark'\n")))
                .isEqualTo("dark");
        assertThat(with("Linux", Map.of("gsettings get org.gnome.desktop.interface gtk-theme", "'Adwaita-dark'\n")))
                .isEqualTo("dark");
        assertThat(with("Linux", Map.of("gsettings get org.gnome.desktop.interface color-scheme", "'default'\n")))
                .isEqualTo("light");
    }

    @Test
    void macAndWindowsSettingsAreRead() {
        assertThat(with("Mac OS X", Map.of("defaults read -g AppleInterfaceStyle", "Dark\n"))).isEqualTo("dark");
        assertThat(with("Mac OS X", Map.of())).isEqualTo("light");
        String reg = "reg query HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize /v AppsUseLightTheme";
        assertThat(with("Windows 11", Map.of(reg, "\n    AppsUseLightTheme    REG_DWORD    0x0\n"))).isEqualTo("dark");
        assertThat(with("Windows 11", Map.of(reg, "\n    AppsUseLightTheme    REG_DWORD    0x1\n"))).isEqualTo("light");
    }

    @Test
    void nothingReadableMeansLight() {
        assertThat(OsTheme.detect("Linux", cmd -> "")).isEqualTo("light");
        assertThat(OsTheme.detect("Plan 9", cmd -> List.of().toString())).isEqualTo("light");
    }
}

package org.memoryjournal.chat;

/**
 * The value a provider setting has in the running app and where it comes from, so the settings dialog can say
 * when the environment or a command-line flag overrides what the settings file holds.
 *
 * @param key       settings key: provider, base_url, chat_model, embed_model or api_key
 * @param value     the value in effect (empty for the provider's default); for api_key, the masked key
 * @param origin    where it comes from
 * @param variable  the environment variable or flag that sets it; empty for the file and the default
 */
public record SettingSource(String key, String value, Origin origin, String variable) {

    /** Where a value comes from, strongest first. */
    public enum Origin {
        FLAG("the command line"), ENVIRONMENT("the environment"), FILE("the settings file"), DEFAULT("the default");

        private final String words;

        Origin(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** True when a value written to the settings file would not take effect. */
    public boolean overridesFile() {
        return origin == Origin.FLAG || origin == Origin.ENVIRONMENT;
    }

    /** A short sentence for the dialog, e.g. "From the environment (MEMORY_JOURNAL_BASE_URL)". */
    public String describe() {
        String from = "From " + origin.words();
        return variable.isEmpty() ? from : from + " (" + variable + ")";
    }
}

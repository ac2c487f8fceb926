package org.memoryjournal.ui;

/** CSS class names and stylesheet locations used by the views (defined in {@code theme-light.css}). */
public final class Styles {
    public static final String LIGHT_THEME = "/org/memoryjournal/ui/theme-light.css";
    public static final String DARK_THEME = "/org/memoryjournal/ui/theme-dark.css";

    public static final String ROOT = "mj-root";
    public static final String TITLE = "mj-title";
    public static final String SUBTITLE = "mj-subtitle";
    public static final String MUTED = "mj-muted";
    public static final String FIELD_ERROR = "mj-field-error";
    public static final String PANE_HEADER = "mj-pane-header";
    public static final String ACCENT_BUTTON = "mj-accent-button";
    public static final String FLAT_BUTTON = "mj-flat-button";
    public static final String CARD = "mj-card";
    public static final String MONOSPACE = "mj-monospace";
    public static final String SECTION = "mj-section";
    public static final String DIALOG_BUTTONS = "mj-dialog-buttons";
    public static final String STATUS_ITEM = "mj-status-item";
    public static final String LIST_HEADER = "mj-list-header";
    public static final String MARKDOWN_LIST = "mj-md-list";
    public static final String FILTER_ROW = "mj-filter-row";
    public static final String CENTERED = "mj-centered";
    /** A bar or header with the standard 8 px inner margin. */
    public static final String PADDED = "mj-padded";
    public static final String SCORE_VIEW = "mj-score-view";
    /** The scrolling region of the score pane above its ranking. */
    public static final String SCORE_CONTROLS = "mj-score-controls";

    public static final String CONVERSATION_LIST = "mj-conversation-list";
    public static final String MESSAGE_LIST = "mj-message-list";
    public static final String MESSAGE_ROW = "mj-message-row";
    public static final String BUBBLE = "mj-bubble";
    public static final String BUBBLE_USER = "mj-bubble-user";
    public static final String BUBBLE_ASSISTANT = "mj-bubble-assistant";
    public static final String BUBBLE_FAILED = "mj-bubble-failed";
    public static final String MESSAGE_META = "mj-message-meta";
    public static final String CODE_BLOCK = "mj-code-block";
    public static final String CODE_INLINE = "mj-code-inline";
    public static final String HEADING = "mj-heading";
    public static final String CHIP = "mj-chip";
    public static final String CHIP_BAR = "mj-chip-bar";
    /** Under a user's message: an older memory its write-back replaced. */
    public static final String REPLACED_NOTICE = "mj-replaced-notice";
    public static final String INLINE_ERROR = "mj-inline-error";
    public static final String COMPOSER = "mj-composer";
    public static final String INPUT = "mj-input";

    public static final String DETAIL_PANEL = "mj-detail-panel";
    public static final String TOOLBAR = "mj-toolbar";
    public static final String KIND_BADGE = "mj-kind-badge";
    // Memory browser (theme-light.css, section "Memory browser and score pane").
    public static final String SUPERSEDED_TOGGLE = "mj-superseded-toggle";
    public static final String NOTICE_BAR = "mj-notice-bar";
    public static final String CENTERED_COLUMN = "mj-centered-column";
    public static final String DATE_BUTTON = "mj-date-button";
    public static final String DETAIL_CONTENT = "mj-detail-content";
    public static final String DETAIL_SCROLL = "mj-detail-scroll";
    public static final String DUPLICATES = "mj-duplicates";
    public static final String DUPLICATE_LIST = "mj-duplicate-list";
    public static final String DUPLICATE_MEMORY = "mj-duplicate-memory";
    public static final String EVIDENCE_LINK = "mj-evidence-link";
    /** A dialog asking the user a question about their memories (its sentence gets the dialog's margin). */
    public static final String QUESTION = "mj-question";
    /** The later memories offered by "Replaced by…". */
    public static final String REPLACEMENT_LIST = "mj-replacement-list";

    public static final String SCORE_ROW = "mj-score-row";
    public static final String SCORE_ROW_HIGHLIGHT = "mj-score-row-highlight";
    public static final String BAR_TRACK = "mj-bar-track";
    public static final String BAR_RELEVANCE = "mj-bar-relevance";
    public static final String BAR_RECENCY = "mj-bar-recency";
    public static final String BAR_IMPORTANCE = "mj-bar-importance";
    public static final String BAR_WEIGHTED = "mj-bar-weighted";
    public static final String RANK = "mj-rank";
    public static final String RANK_UP = "mj-rank-up";
    public static final String RANK_DOWN = "mj-rank-down";
    public static final String RANK_NEW = "mj-rank-new";
    public static final String TOTAL = "mj-total";
    public static final String CURVE_CHART = "mj-curve-chart";

    public static final String WELCOME = "mj-welcome";
    public static final String WELCOME_SCROLL = "mj-welcome-scroll";
    public static final String SIGNAL_CARD = "mj-signal-card";
    public static final String FORM = "mj-form";

    private Styles() {
    }
}

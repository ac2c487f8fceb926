package org.memoryjournal.store;

/**
 * @param touch              persist last access = now for the returned memories (false: preview)
 * @param includeSuperseded  also rank memories replaced by newer ones
 */
public record RecallOptions(boolean touch, boolean includeSuperseded) {
    public static final RecallOptions TOUCH = new RecallOptions(true, false);
    public static final RecallOptions PREVIEW = new RecallOptions(false, false);
}

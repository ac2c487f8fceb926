package org.memoryjournal.app;
public final class Main { public static void main(String[] a) { } }

package org.memoryjournal.memory;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.ZoneId;
import java.time.format.TextStyle;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;
import java.util.Optional;

/**
 * The calendar arithmetic of {@link TimeExpressions}: a day, a part of a day, a weekend, a week, a month or a part of
 * one, a season, counted back from today, as a window in the user's time zone.
 */
final class CalendarSpans {
    /** Days of the early, middle or late part of a month. */
    static final int PART_DAYS = 10;
    /** Monday to Wednesday is a week's early part, Thursday to Sunday its late part. */
    private static final int EARLY_WEEK_DAYS = 3;
    static final long DAY = 24 * 3600;

    private CalendarSpans() {
    }

    static Optional<TimeFocus> days(LocalDate first, int count, ZoneId zone, String phrase) {
        return span(first.atStartOfDay(), first.plusDays(count).atStartOfDay(), zone, phrase);
    }

    static Optional<TimeFocus> span(LocalDateTime from, LocalDateTime to, ZoneId zone,
                                            String phrase) {
        return Optional.of(TimeFocus.window(from.atZone(zone).toInstant(), to.atZone(zone).toInstant(),
                phrase.strip()));
    }

    static Optional<TimeFocus> partOfDay(LocalDate day, String part, ZoneId zone, String phrase) {
        return switch (part) {
            case "morning" -> span(day.atStartOfDay(), day.atTime(12, 0), zone, phrase);
            case "afternoon" -> span(day.atTime(12, 0), day.atTime(18, 0), zone, phrase);
            case "evening" -> span(day.atTime(17, 0), day.plusDays(1).atStartOfDay(), zone, phrase);
            default -> span(day.atTime(17, 0), day.plusDays(1).atTime(6, 0), zone, phrase);
        };
    }

    static Optional<TimeFocus> ago(int n, String unitWord, LocalDate today, ZoneId zone, String phrase) {
        String unit = unit(unitWord.toLowerCase(Locale.ROOT));
        return switch (unit) {
            // "Three days ago" is that day, give or take one (at half strength): people count loosely.
            case "day" -> days(today.minusDays(n), 1, zone, phrase).map(f -> f.withMargin(DAY));
            case "week" -> days(today.minusWeeks(n).minusDays(3), 7, zone, phrase).map(f -> f.withMargin(2 * DAY));
            case "fortnight" -> days(today.minusWeeks(2L * n).minusDays(3), 7, zone, phrase)
                    .map(f -> f.withMargin(2 * DAY));
            case "weekend" -> weekendsBack(n, today, zone, phrase);
            case "night" -> partOfDay(today.minusDays(n), "night", zone, phrase);
            case "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday" -> days(today.with(
                    TemporalAdjusters.previous(DayOfWeek.valueOf(unit.toUpperCase(Locale.ROOT)))).minusWeeks(n - 1L),
                    1, zone, phrase);
            // "A month ago", "a year ago": the weeks around that date, as "this time last year" (a new user's "What
            // was I doing a year ago?" in June had been the whole of last year); further back, counted more loosely.
            case "month" -> around(today.minusMonths(n), MONTH_AGO_DAYS, n, zone, phrase);
            default -> around(today.minusYears(n), YEAR_AGO_DAYS, n, zone, phrase);
        };
    }

    /** "A month ago": this many days either side of that date, and as many more at half strength per month back. */
    static final int MONTH_AGO_DAYS = 7;
    /** "A year ago": as "this time last year", and as many more days at half strength per year back. */
    static final int YEAR_AGO_DAYS = 14;

    private static Optional<TimeFocus> around(LocalDate then, int days, int back, ZoneId zone, String phrase) {
        return days(then.minusDays(days), 2 * days + 1, zone, phrase).map(f -> f.withMargin((long) back * days * DAY));
    }

    static Optional<TimeFocus> weekend(String which, LocalDate today, ZoneId zone, String phrase) {
        DayOfWeek dow = today.getDayOfWeek();
        boolean inWeekend = dow == DayOfWeek.SATURDAY || dow == DayOfWeek.SUNDAY;
        LocalDate saturday = today.with(TemporalAdjusters.previousOrSame(DayOfWeek.SATURDAY));
        if ((which.equals("last") || which.equals("past")) && inWeekend) {
            saturday = saturday.minusWeeks(1);
        }
        if (which.equals("this") && !inWeekend && dow != DayOfWeek.MONDAY) {
            // Asked midweek about "this weekend" of the past: the one just gone.
            saturday = today.with(TemporalAdjusters.previous(DayOfWeek.SATURDAY));
        }
        // Friday evening half counts (the margin): people start the weekend early.
        return span(saturday.atStartOfDay(), saturday.plusDays(2).atStartOfDay(), zone, phrase)
                .map(f -> f.withMargin(7 * 3600));
    }

    static Optional<TimeFocus> weekday(String modifier, String dayName, String part, LocalDate today,
                                               ZoneId zone, String phrase) {
        DayOfWeek day = DayOfWeek.valueOf(dayName.toUpperCase(Locale.ROOT));
        LocalDate date = "this".equals(modifier) ? today.with(TemporalAdjusters.previousOrSame(day))
                : today.with(TemporalAdjusters.previous(day));
        if ("last".equals(modifier) && today.getDayOfWeek() != day
                && date.isAfter(today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY)))) {
            // "Last Tuesday" on a Thursday can mean two days ago or the week before: allow both weeks.
            return span(date.minusWeeks(1).atStartOfDay(), date.plusDays(1).atStartOfDay(), zone, phrase);
        }
        return part == null ? days(date, 1, zone, phrase) : partOfDay(date, part, zone, phrase);
    }

    /**
     * A named month: the most recent one that has begun, unless the question looks ahead ("Where are we going in
     * August?" asked in July) to one still to come this year; then the month is what the plan is about, not when its
     * notes were written, and no window applies (the month stays a word of the topic).
     */
    static Optional<TimeFocus> month(String name, String year, LocalDate today, ZoneId zone, String phrase,
                                             boolean ahead) {
        Month month = monthOf(name);
        LocalDate start;
        if (year != null) {
            start = LocalDate.of(Integer.parseInt(year), month, 1);
        } else {
            start = LocalDate.of(today.getYear(), month, 1);
            if (start.isAfter(today)) {
                if (ahead) {
                    return Optional.empty();
                }
                start = start.minusYears(1);
            }
        }
        return span(start.atStartOfDay(), start.plusMonths(1).atStartOfDay(), zone, phrase);
    }

    /**
     * Which part of a month the words name: early ("start of", "beginning of"), mid ("middle of") or late ("end of").
     */
    static String partNamed(String words) {
        String w = words.toLowerCase(Locale.ROOT);
        if (w.equals("early") || w.startsWith("start") || w.startsWith("beginning")) {
            return "early";
        }
        return w.equals("late") || w.startsWith("end") ? "late" : "mid";
    }

    /**
     * "Early April": its first {@value #PART_DAYS} days; "mid-April": the next {@value #PART_DAYS}; "late April": from
     * its day {@value #PART_DAYS} × 2 + 1.
     */
    static TimeFocus part(TimeFocus month, String which, ZoneId zone) {
        LocalDate first = month.start().atZone(zone).toLocalDate();
        return switch (which) {
            case "early" -> span(first.atStartOfDay(), first.plusDays(PART_DAYS).atStartOfDay(), zone,
                    month.phrase()).orElse(month);
            case "mid" -> span(first.plusDays(PART_DAYS).atStartOfDay(), first.plusDays(2 * PART_DAYS).atStartOfDay(),
                    zone, month.phrase()).orElse(month);
            case "late" -> span(first.plusDays(2 * PART_DAYS).atStartOfDay(), first.plusMonths(1).atStartOfDay(), zone,
                    month.phrase()).orElse(month);
            default -> month;
        };
    }

    /**
     * Which month a part of "the month" means, in months back: this one when that part has begun ("the start of the
     * month" on the 5th is this month's), the last one otherwise ("the end of the month" on the 5th is last month's);
     * "this" is this month, "last" and "previous" the one before.
     */
    static int monthsBackForPart(String month, String which, LocalDate today) {
        if (!month.equals("the")) {
            return month.equals("this") ? 0 : 1;
        }
        int begins = switch (which) {
            case "mid" -> PART_DAYS + 1;
            case "late" -> 2 * PART_DAYS + 1;
            default -> 1;
        };
        return today.getDayOfMonth() >= begins ? 0 : 1;
    }

    /**
     * The early or late part of a week ({@code which}, from {@link #partNamed}): of this week for "this", of the one
     * before for "last" or "previous", and for "the" of this week when that part has begun, the one before otherwise
     * ("the end of the week" asked on a Tuesday is last week's).
     */
    static Optional<TimeFocus> partOfWeek(String week, String which, LocalDate today, ZoneId zone, String phrase) {
        LocalDate monday = today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
        boolean late = which.equals("late");
        boolean begun = !late || today.getDayOfWeek().getValue() > EARLY_WEEK_DAYS;
        if (week.equals("last") || week.equals("previous") || week.equals("the") && !begun) {
            monday = monday.minusWeeks(1);
        }
        return late ? days(monday.plusDays(EARLY_WEEK_DAYS), 7 - EARLY_WEEK_DAYS, zone, phrase)
                : days(monday, EARLY_WEEK_DAYS, zone, phrase);
    }

    /** The calendar month {@code back} months before this one (0: this one). */
    static Optional<TimeFocus> monthsBack(int back, LocalDate today, ZoneId zone, String phrase) {
        LocalDate start = today.withDayOfMonth(1).minusMonths(back);
        return span(start.atStartOfDay(), start.plusMonths(1).atStartOfDay(), zone, phrase);
    }

    /** "The week before last" and the like: the one before the last complete one. */
    static Optional<TimeFocus> beforeLast(String unit, LocalDate today, ZoneId zone, String phrase) {
        return switch (unit.toLowerCase(Locale.ROOT)) {
            case "week" -> days(today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY)).minusWeeks(2), 7, zone,
                    phrase);
            case "weekend" -> weekendsBack(2, today, zone, phrase);
            case "month" -> monthsBack(2, today, zone, phrase);
            default -> {
                LocalDate start = today.withDayOfYear(1).minusYears(2);
                yield span(start.atStartOfDay(), start.plusYears(1).atStartOfDay(), zone, phrase);
            }
        };
    }

    /** The weekend {@code back} weekends ago: 1 is the last one ({@link #weekend} with "last"). */
    static Optional<TimeFocus> weekendsBack(int back, LocalDate today, ZoneId zone, String phrase) {
        return weekend("last", today.minusWeeks(back - 1L), zone, phrase);
    }

    /** A season: the most recent one that has begun, or none for a question that looks ahead to one to come. */
    static Optional<TimeFocus> season(String name, LocalDate today, ZoneId zone, String phrase,
                                              boolean ahead) {
        int firstMonth = switch (name) {
            case "spring" -> 3;
            case "summer" -> 6;
            case "autumn", "fall" -> 9;
            default -> 12;
        };
        LocalDate start = LocalDate.of(today.getYear(), firstMonth, 1);
        if (start.isAfter(today)) {
            if (ahead) {
                return Optional.empty();
            }
            start = start.minusYears(1);
        }
        return span(start.atStartOfDay(), start.plusMonths(3).atStartOfDay(), zone, phrase);
    }

    /**
     * A season of a named year: "spring 2025" is March to May 2025; "winter 2024" the winter that ends in it, December
     * 2023 to February 2024, as meteorological winters are named by their January.
     */
    static Optional<TimeFocus> seasonOf(String name, int year, ZoneId zone, String phrase) {
        LocalDate start = switch (name) {
            case "spring" -> LocalDate.of(year, 3, 1);
            case "summer" -> LocalDate.of(year, 6, 1);
            case "autumn", "fall" -> LocalDate.of(year, 9, 1);
            default -> LocalDate.of(year - 1, 12, 1);
        };
        return span(start.atStartOfDay(), start.plusMonths(3).atStartOfDay(), zone, phrase);
    }

    static Optional<TimeFocus> dayOfMonth(int day, String monthName, String year, LocalDate today, ZoneId zone,
                                                  String phrase) {
        Month month = monthOf(monthName);
        int y = year != null ? Integer.parseInt(year) : today.getYear();
        Optional<LocalDate> date = stillToCome(day, monthName, year, today) ? date(y - 1, month.getValue(), day)
                : date(y, month.getValue(), day);
        return date.isPresent() ? days(date.get(), 1, zone, phrase) : Optional.empty();
    }

    /** Whether a day named without a year ({@code year} null) falls after {@code today} this year. */
    static boolean stillToCome(int day, String monthName, String year, LocalDate today) {
        Optional<LocalDate> date = year != null ? Optional.empty()
                : date(today.getYear(), monthOf(monthName).getValue(), day);
        return date.isPresent() && date.get().isAfter(today);
    }

    static Optional<LocalDate> date(int year, int month, int day) {
        try {
            return Optional.of(LocalDate.of(year, month, day));
        } catch (java.time.DateTimeException e) {
            return Optional.empty();
        }
    }

    static Month monthOf(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        for (Month m : Month.values()) {
            String full = m.getDisplayName(TextStyle.FULL, Locale.ENGLISH).toLowerCase(Locale.ROOT);
            if (full.equals(n) || full.startsWith(n.length() >= 3 ? n.substring(0, 3) : n)) {
                return m;
            }
        }
        throw new IllegalArgumentException("Not a month: " + name);
    }

    static String unit(String word) {
        return word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
    }

    static int number(String word) {
        return switch (word) {
            case "a", "an", "one" -> 1;
            case "two", "a couple of" -> 2;
            case "three", "a few" -> 3;
            case "four" -> 4;
            case "five" -> 5;
            case "six" -> 6;
            case "seven" -> 7;
            case "eight" -> 8;
            case "nine" -> 9;
            case "ten" -> 10;
            default -> Integer.parseInt(word);
        };
    }
}

package org.memoryjournal.memory;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.memoryjournal.memory.CalendarSpans.DAY;
import static org.memoryjournal.memory.CalendarSpans.YEAR_AGO_DAYS;
import static org.memoryjournal.memory.CalendarSpans.ago;
import static org.memoryjournal.memory.CalendarSpans.beforeLast;
import static org.memoryjournal.memory.CalendarSpans.date;
import static org.memoryjournal.memory.CalendarSpans.dayOfMonth;
import static org.memoryjournal.memory.CalendarSpans.days;
import static org.memoryjournal.memory.CalendarSpans.month;
import static org.memoryjournal.memory.CalendarSpans.monthsBack;
import static org.memoryjournal.memory.CalendarSpans.monthsBackForPart;
import static org.memoryjournal.memory.CalendarSpans.number;
import static org.memoryjournal.memory.CalendarSpans.part;
import static org.memoryjournal.memory.CalendarSpans.partNamed;
import static org.memoryjournal.memory.CalendarSpans.partOfDay;
import static org.memoryjournal.memory.CalendarSpans.partOfWeek;
import static org.memoryjournal.memory.CalendarSpans.season;
import static org.memoryjournal.memory.CalendarSpans.seasonOf;
import static org.memoryjournal.memory.CalendarSpans.span;
import static org.memoryjournal.memory.CalendarSpans.unit;
import static org.memoryjournal.memory.CalendarSpans.weekday;
import static org.memoryjournal.memory.CalendarSpans.weekend;

/**
 * Finds the time words of a question and resolves them against the moment it is asked, in the user's
 * time zone: today, yesterday, last night (overnight), this morning, the day before yesterday, the other day,
 * N days/nights/weeks/fortnights/weekends/Saturdays ago (or back), N months or years ago (the weeks around that
 * date, as "this time last year"), the week/weekend/month/year before
 * last, this time last year, this/last week, this/last weekend (at the weekend), this/last month, this/last year,
 * the start/end of a month or year, the start/end of the week (early/late this or last week), recently/lately,
 * the past N days, on (last) Tuesday, since Monday, since March, in March (2025), mid-March, on 3 March, on the
 * 3rd, 2026-03-03, in the spring, in spring 2025 (that year's; "winter 2024" ends in February 2024), at Christmas
 * ({@link Holidays});
 * and "the latest", "my last visit", "most recent" (newest first) or "the first time" (oldest first). The calendar
 * arithmetic is {@link CalendarSpans}'.
 *
 * <p>Past-looking: a bare month or weekday means the most recent one that has begun, except that a question
 * looking ahead to a month or season still to come this year ("Where are we going in August?"), to a weekday
 * ("What are we doing on Saturday?", "next Friday", "tomorrow") or to the weekend names no window, nor does a date
 * named without a year that is still to come this year ("What's on 14 May?"), nor a question about a habit ("What do
 * we usually have on a Friday?", "every Sunday", "Sunday mornings", "in summer" said with "usually"), nor a weekday
 * or a month without "in" in a question that does not ask about the past ("What's my Sunday roast recipe?", "Do I
 * like January?"); "last" and "this" always name one. "Early", "mid" and "late" (and "the start of", "the end
 * of") narrow a month to about a third of it, and a week to Monday–Wednesday or Thursday–Sunday; "the week" and "the
 * month" are the one under way once that part has begun and the one before otherwise, and only in a question about
 * what happened ("What's on at the end of the month?" names none). A window that has not begun when the question is
 * asked ("tonight" at noon) names none either. The first expression found (in the order above, most specific first)
 * wins.
 */
public final class TimeExpressions {
    /**
     * "Recently" and "lately" look back this many days: three weeks. Two weeks had left out the news people mean by
     * it ("any big news lately?" asked 15 days after the residency was approved, "any good news in the family
     * lately" 16 days after a granddaughter was born; found in new-user trials). Measured: two new-user trial sets
     * 96/138 and 86/135 → 97 and 89 (30 days: 96 and 89); {@code eval scenarios} 351 → 352 of 381 (a sealed
     * what-mattered case); {@code eval questions} 911 of 1231 and LoCoMo R@10 (0.752, 0.754) unchanged.
     */
    static final int RECENT_DAYS = 21;

    private static final String NUM = "(\\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few)";
    /** The months' names, whole and short, as an alternation of a regular expression (also {@link CalendarValues}'). */
    static final String MONTHS = "january|february|march|april|may|june|july|august|september|october"
            + "|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec";
    /** The days of the week, as a regular-expression alternation (also read by {@link CalendarValues}). */
    static final String DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";

    private static final Pattern ISO_DATE = p("\\b(\\d{4})-(\\d{2})-(\\d{2})\\b");
    private static final Pattern DAY_MONTH = p("\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(" + MONTHS + ")\\b(?:,?\\s+(\\d{4}))?");
    private static final Pattern MONTH_DAY = p("\\b(" + MONTHS + ")\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?");
    private static final Pattern DAY_BEFORE_YESTERDAY = p("\\bday before yesterday\\b");
    private static final Pattern LAST_NIGHT = p("\\b(last night|overnight)\\b");
    /** "On the 3rd": a day of this month, or of the last when it is still to come; not "on the 3rd floor". */
    private static final Pattern ON_THE_NTH = p("\\bon the (\\d{1,2})(?:st|nd|rd|th)\\b"
            + "(?=\\s*(?:[?.,!]|$|at\\b|in\\b|when\\b))");
    /** "The other day": a few days ago, give or take. */
    private static final Pattern OTHER_DAY = p("\\bthe other (day|night|evening|morning|week)\\b");
    private static final Pattern YESTERDAY_PART = p("\\byesterday(?:'s)?\\s+(morning|afternoon|evening|night)\\b");
    private static final Pattern YESTERDAY = p("\\byesterday\\b");
    private static final Pattern TODAY_PART = p("\\b(this morning|this afternoon|this evening|tonight)\\b");
    /**
     * "Today", not as the day something starts ("New manager from today: Dev Patel", "as of today", "starting today"):
     * said in the chat, that tells of a change and asks for no day's memories.
     */
    private static final Pattern TODAY = p("(?<!\\bfrom |\\bas of |\\bstarting )\\b(today|so far today)\\b");
    private static final Pattern AGO = p("\\b" + NUM + "\\s+(day|days|nights?|week|weeks|fortnight|fortnights|weekend|"
            + "weekends|month|months|year|years|(?:" + DAYS + ")s?)\\s+(?:ago|back)\\b");
    /** "The week before last", "the weekend before last", "the month before last", "the year before last". */
    private static final Pattern BEFORE_LAST = p("\\bthe (week|weekend|month|year) before last\\b");
    /** "This time last year": the weeks around today's date a year ago. */
    private static final Pattern THIS_TIME_LAST_YEAR = p("\\b(?:(?:this time|around now|this week) last year"
            + "|a year ago today)\\b");
    /** "Since Monday", "since March": from that day or month up to now. */
    private static final Pattern SINCE = p("\\bsince\\s+(?:last\\s+)?(?:(" + DAYS + ")|(" + MONTHS + "))\\b");
    /**
     * A part of a month: "mid-March", "the end of last month", "the start of April", "the beginning of this month"
     * (early and late too, with a month's name).
     */
    private static final Pattern PART_OF_MONTH = p("\\b(early|late|mid|middle of|start of|beginning of|end of)"
            + "[\\s-]+(?:(last|this|previous|the) month|(" + MONTHS + ")\\b(?:\\s+(\\d{4}))?)");
    /**
     * A part of a week: "the start of the week", "the end of last week", "early this week", "late last week" (Monday
     * to Wednesday, or Thursday to Sunday).
     */
    private static final Pattern PART_OF_WEEK = p("\\b(?:(start|beginning|end) of (the|this|last|previous) week|"
            + "(early|late) (this|last|previous) week)\\b");
    /** The start or end of a year: "at the start of the year", "the end of last year". */
    private static final Pattern PART_OF_YEAR = p("\\b(start|beginning|end) of (the|this|last) year\\b");
    private static final Pattern PAST_N = p("\\b(?:past|last|previous)\\s+" + NUM
            + "\\s+(days|weeks|months)\\b");
    private static final Pattern PAST_UNIT = p("\\b(?:the\\s+)?past\\s+(day|week|month|year)\\b");
    private static final Pattern WEEKEND = p("\\b(this|last|past|over the|at the|on the)\\s+weekend\\b");
    // "My week", "my month", "my year" ask about the one under way, as "this" does.
    private static final Pattern WEEK = p("\\b(this|my|last|previous)\\s+week\\b");
    private static final Pattern MONTH_REL = p("\\b(this|my|last|previous)\\s+month\\b");
    private static final Pattern YEAR_REL = p("\\b(this|my|last|previous)\\s+year\\b");
    /**
     * A month of this year or last: "in April last year", "March of last year", "last year in April", "April the year
     * before last", "this year in May".
     */
    private static final Pattern MONTH_OF_YEAR = p("\\b(" + MONTHS + ")\\s+(?:of\\s+)?(?:(this|last|previous)\\s+year|"
            + "the year before (last))\\b|\\b(this|last|previous) year,?\\s+(?:in|during)\\s+(" + MONTHS + ")\\b");
    private static final Pattern WEEKDAY = p("\\b(?:(on|last|this|past|a|every|each|any|most)\\s+)?(" + DAYS
            + ")\\b(?:\\s+(morning|afternoon|evening|night)(s?)\\b)?");
    /**
     * Words of a question about a habit, not a day: "What do we usually have for tea on a Friday?", "my January
     * routine". A weekday, month or season it names without "last" or "this" is any one of them, and no window applies.
     */
    private static final Pattern HABIT = p("\\b(usually|normally|typically|generally|always|tend to|routines?|"
            + "as a rule)\\b");
    private static final Pattern NAMED_MONTH = p("\\b(in|during|last|this|back in|of)\\s+(" + MONTHS
            + ")\\b(?:\\s+(\\d{4}))?");
    private static final Pattern BARE_MONTH = p("\\b(january|february|march|april|june|july|august|september|october"
            + "|november|december)\\b(?:\\s+(\\d{4}))?");
    /** Words of a question about what is still to come: "Where are we going in August?", "What's planned for May?". */
    private static final Pattern AHEAD = p("\\b(will|going to|gonna|are we going|am i going|are we doing|plans?|planned|"
            + "planning|upcoming|coming up|booked for|tomorrow|this coming|next (?:week|weekend|month|year|" + DAYS
            + "|" + MONTHS + "))\\b|'ll\\b");
    /**
     * "This week" asked Monday to Wednesday also matches, at half strength, memories of the three days before it
     * (Friday to Sunday): "did anything bad happen this week?" asked on a Tuesday may mean Saturday's fall.
     */
    static final long EARLY_WEEK_MARGIN = 3 * 86_400L;
    /** "The other day" looks back this many days (not today). */
    static final int OTHER_DAY_BACK = 7;
    /** A season, and the year it names if it names one: "in spring 2025", "the summer of 2024". */
    private static final Pattern SEASON = p("\\b(in|during|over|this|last|the)\\s+(?:the\\s+)?"
            + "(spring|summer|autumn|fall|winter)(?:\\s+(?:of\\s+)?((?:19|20|21)\\d{2}))?\\b");
    private static final Pattern IN_YEAR = p("\\b(?:in|during|back in)\\s+((?:19|20|21)\\d{2})\\b");
    /**
     * "Recently", "the last few days", "the past couple weeks" (with or without "of"), "these few days"; not "these
     * days", which asks how things are now.
     */
    private static final Pattern RECENT = p("\\b(recently|lately|of late|in the last while"
            + "|(?:(?:the|these) (?:last|past) |these (?=few |couple |several ))(few |couple (?:of )?|several )?"
            + "(days|weeks))\\b");
    // Not "first prize", "came first", "first name", "first aid": a rank or a kind, not a time.
    private static final Pattern EARLIEST = p("\\b((?<!came |come |finished |finish |ranked )first(?!\\s+(of|week|"
            + "weekend|day|month|half|prize|place|class|aid|light|name|floor|round|choice|world))|earliest"
            + "|originally|initially|to begin with|in the beginning)\\b");
    /**
     * "When's my first exam?", "what is our first stop": the first of a schedule, asked in the present, not the oldest
     * memory ("When was my first exam?", "what's the first thing I wrote?" tell of the past and still are).
     */
    private static final Pattern SCHEDULED = p("\\b(?:when'?s|when is|when are|what'?s|what is|where'?s|where is)\\s+"
            + "(?:my|our|the|his|her|their)\\s+first\\b");
    // "Currently", "these days", "now" ask how things are, not for the newest memory: newer-wins answers them.
    // Not "at last" (finally) or the verb ("How long did the battery last?", "Did the tyres last long?").
    private static final Pattern LATEST = p("\\b(latest|most recent|most recently|newest|(?<!at )last(?!\\s+(long|"
            + "longer|night|week|weekend|month|year"
            + "|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june"
            + "|july|august|september|october|november|december|spring|summer|autumn|fall|winter|few|couple|\\d)))\\b");

    /** "How long did the battery last?": "last" ending a question about how long is the verb. */
    private static final Pattern HOW_LONG = p("\\bhow long\\b");

    /** "this" or "my" (week, month, year): the one under way. */
    private static boolean current(String which) {
        return which.equals("this") || which.equals("my");
    }

    private TimeExpressions() {
    }

    /** The time focus of {@code question} asked at {@code now} in {@code zone}; empty when it names no time. */
    public static Optional<TimeFocus> resolve(String question, ZonedDateTime now) {
        return resolve(question, now, true);
    }

    /**
     * The time focus of a question, unless it names a window that has not begun at {@code now}: "Suggest something
     * for dinner tonight" asked at noon, "What's on this evening?". No memory was written in it yet (a recall sees
     * the journal as it stood at {@code now}), so it would only push aside the notes about the question; the plan
     * for it was written before and is found by its words. Found trying the app as a new user.
     */
    private static Optional<TimeFocus> notAllToCome(Optional<TimeFocus> focus, ZonedDateTime now) {
        return focus.filter(f -> f.kind() != TimeFocus.Kind.WINDOW || !f.start().isAfter(now.toInstant()));
    }

    /**
     * The time focus of {@code text} at {@code now}; with {@code lookAhead} false, a date named without a year is the
     * last one that has begun even when the text does not ask about the past (a date typed into a memory's date
     * field: "14 May" in March is last May).
     */
    static Optional<TimeFocus> resolve(String question, ZonedDateTime now, boolean lookAhead) {
        Optional<TimeFocus> focus = named(question, now, lookAhead);
        if (focus.isEmpty() && question != null) {
            // Read in English, shown and taken out of the question as the user wrote them (ForeignTimeWords).
            focus = ForeignTimeWords.in(question).flatMap(r -> named(r.question(), now, lookAhead)
                    .filter(f -> r.english().contains(f.phrase().toLowerCase(Locale.ROOT)))
                    .map(f -> f.withPhrase(r.written())));
        }
        return lookAhead ? notAllToCome(focus, now) : focus;
    }

    private static Optional<TimeFocus> named(String question, ZonedDateTime now, boolean lookAhead) {
        if (question == null || question.isBlank()) {
            return Optional.empty();
        }
        String q = question.toLowerCase(Locale.ROOT).replace('’', '\'');
        LocalDate today = now.toLocalDate();
        ZoneId zone = now.getZone();
        Matcher m;
        if ((m = ISO_DATE.matcher(q)).find()) {
            Optional<LocalDate> d = date(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3)));
            if (d.isPresent()) {
                return days(d.get(), 1, zone, m.group());
            }
        }
        boolean ahead = AHEAD.matcher(q).find();
        boolean past = EventWords.reportsEvent(q);
        if ((m = DAY_MONTH.matcher(q)).find()) {
            if (lookAhead && stillToCome(Integer.parseInt(m.group(1)), m.group(2), m.group(3), today, ahead, past)) {
                return Optional.empty();
            }
            Optional<TimeFocus> f = dayOfMonth(Integer.parseInt(m.group(1)), m.group(2), m.group(3), today, zone,
                    m.group());
            if (f.isPresent()) {
                return f;
            }
        }
        if ((m = MONTH_DAY.matcher(q)).find() && !m.group(1).equals("may")) {
            if (lookAhead && stillToCome(Integer.parseInt(m.group(2)), m.group(1), m.group(3), today, ahead, past)) {
                return Optional.empty();
            }
            Optional<TimeFocus> f = dayOfMonth(Integer.parseInt(m.group(2)), m.group(1), m.group(3), today, zone,
                    m.group());
            if (f.isPresent()) {
                return f;
            }
        }
        if ((m = ON_THE_NTH.matcher(q)).find()) {
            int day = Integer.parseInt(m.group(1));
            LocalDate first = today.withDayOfMonth(1);
            LocalDate month = day <= today.getDayOfMonth() ? first : first.minusMonths(1);
            Optional<LocalDate> d = date(month.getYear(), month.getMonthValue(), day);
            if (d.isPresent()) {
                return days(d.get(), 1, zone, m.group());
            }
        }
        if ((m = DAY_BEFORE_YESTERDAY.matcher(q)).find()) {
            return days(today.minusDays(2), 1, zone, m.group());
        }
        if ((m = LAST_NIGHT.matcher(q)).find()) {
            return span(today.minusDays(1).atTime(17, 0), today.atTime(6, 0), zone, m.group());
        }
        if ((m = YESTERDAY_PART.matcher(q)).find()) {
            return partOfDay(today.minusDays(1), m.group(1), zone, m.group());
        }
        if ((m = YESTERDAY.matcher(q)).find()) {
            return days(today.minusDays(1), 1, zone, m.group());
        }
        if ((m = TODAY_PART.matcher(q)).find()) {
            String part = m.group(1).equals("tonight") ? "evening" : m.group(1).substring(5);
            return partOfDay(today, part, zone, m.group());
        }
        if ((m = TODAY.matcher(q)).find()) {
            return days(today, 1, zone, m.group());
        }
        if ((m = OTHER_DAY.matcher(q)).find()) {
            // Two to a week or so ago; a day or two either side at half strength.
            return days(today.minusDays(OTHER_DAY_BACK), OTHER_DAY_BACK - 1, zone, m.group())
                    .map(f -> f.withMargin(2 * DAY));
        }
        if ((m = AGO.matcher(q)).find()) {
            return ago(number(m.group(1)), m.group(2), today, zone, m.group());
        }
        if ((m = PAST_N.matcher(q)).find()) {
            int n = number(m.group(1));
            LocalDate from = switch (unit(m.group(2))) {
                case "day" -> today.minusDays(n - 1L);
                case "week" -> today.minusWeeks(n).plusDays(1);
                default -> today.minusMonths(n).plusDays(1);
            };
            return span(from.atStartOfDay(), today.plusDays(1).atStartOfDay(), zone, m.group());
        }
        if ((m = PAST_UNIT.matcher(q)).find()) {
            LocalDate from = switch (m.group(1)) {
                case "day" -> today.minusDays(1);
                case "week" -> today.minusDays(6);
                case "month" -> today.minusMonths(1).plusDays(1);
                default -> today.minusYears(1).plusDays(1);
            };
            return span(from.atStartOfDay(), today.plusDays(1).atStartOfDay(), zone, m.group());
        }
        if ((m = MONTH_OF_YEAR.matcher(q)).find()) {
            String name = m.group(1) != null ? m.group(1) : m.group(5);
            String which = m.group(1) != null ? m.group(2) : m.group(4);
            int back = m.group(3) != null ? 2 : current(which) ? 0 : 1;
            return month(name, Integer.toString(today.getYear() - back), today, zone, m.group(), false);
        }
        if ((m = BEFORE_LAST.matcher(q)).find()) {
            return beforeLast(m.group(1), today, zone, m.group());
        }
        if ((m = THIS_TIME_LAST_YEAR.matcher(q)).find()) {
            LocalDate then = today.minusYears(1);
            return days(then.minusDays(YEAR_AGO_DAYS), 2 * YEAR_AGO_DAYS + 1, zone, m.group());
        }
        boolean habit = HABIT.matcher(q).find();
        // "The week" and "the month" are ones gone by only in a question about what happened ("What did we spend at
        // the end of the month?"), not about what is on ("What's on at the end of the month?") or what is usual.
        boolean aGoneBy = past && !habit;
        if ((m = PART_OF_WEEK.matcher(q)).find()) {
            String which = partNamed(m.group(1) != null ? m.group(1) : m.group(3));
            String week = (m.group(2) != null ? m.group(2) : m.group(4)).toLowerCase(Locale.ROOT);
            return week.equals("the") && !aGoneBy ? Optional.empty()
                    : partOfWeek(week, which, today, zone, m.group());
        }
        if ((m = PART_OF_MONTH.matcher(q)).find()) {
            String which = partNamed(m.group(1));
            String named = m.group(2) == null ? null : m.group(2).toLowerCase(Locale.ROOT);
            if ("the".equals(named) && !aGoneBy) {
                return Optional.empty();
            }
            Optional<TimeFocus> month = named != null
                    ? monthsBack(monthsBackForPart(named, which, today), today, zone, m.group())
                    : month(m.group(3), m.group(4), today, zone, m.group(), ahead);
            return month.map(f -> part(f, which, zone));
        }
        if ((m = PART_OF_YEAR.matcher(q)).find()) {
            LocalDate year = today.withDayOfYear(1).minusYears(m.group(2).equals("last") ? 1 : 0);
            LocalDate start = m.group(1).equals("end") ? year.plusMonths(11) : year;
            return span(start.atStartOfDay(), start.plusMonths(1).atStartOfDay(), zone, m.group());
        }
        Optional<TimeFocus> holiday = Holidays.find(q, today, zone);
        if (holiday.isPresent()) {
            return holiday;
        }
        if ((m = WEEKEND.matcher(q)).find()
                && !(ahead && !m.group(1).equals("last") && !m.group(1).equals("past"))) {
            return weekend(m.group(1), today, zone, m.group());
        }
        if ((m = WEEK.matcher(q)).find()) {
            LocalDate monday = today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
            if (!current(m.group(1))) {
                return days(monday.minusWeeks(1), 7, zone, m.group());
            }
            // Early in the week "this week" often means the last few days: the weekend just gone counts at half.
            boolean early = today.getDayOfWeek().compareTo(DayOfWeek.WEDNESDAY) <= 0;
            return days(monday, 7, zone, m.group()).map(f -> early ? f.withMargin(EARLY_WEEK_MARGIN) : f);
        }
        if ((m = MONTH_REL.matcher(q)).find()) {
            return monthsBack(current(m.group(1)) ? 0 : 1, today, zone, m.group());
        }
        if ((m = YEAR_REL.matcher(q)).find()) {
            LocalDate start = today.withDayOfYear(1).minusYears(current(m.group(1)) ? 0 : 1);
            return span(start.atStartOfDay(), start.plusYears(1).atStartOfDay(), zone, m.group());
        }
        if ((m = SINCE.matcher(q)).find()) {
            String phrase = m.group();
            Optional<TimeFocus> from = m.group(1) != null ? weekday(null, m.group(1), null, today, zone, phrase)
                    : month(m.group(2), null, today, zone, phrase, false);
            return from.flatMap(f -> span(f.start().atZone(zone).toLocalDateTime(),
                    today.plusDays(1).atStartOfDay(), zone, phrase));
        }
        if ((m = WEEKDAY.matcher(q)).find() && !anyWeekday(m, habit, ahead, past)) {
            return weekday(m.group(1), m.group(2), m.group(3), today, zone, m.group());
        }
        if ((m = NAMED_MONTH.matcher(q)).find() && !(habit && !named(m.group(1)))) {
            String which = m.group(1);
            return month(m.group(2), m.group(3), today, zone, m.group(), ahead).map(f -> part(f, which, zone));
        }
        // A month named without "in" or "last" is a time only in a question about the past: "How was January?", not
        // "Do I like January?".
        if ((m = BARE_MONTH.matcher(q)).find() && !habit && past) {
            return month(m.group(1), m.group(2), today, zone, m.group(), ahead);
        }
        // "The summer" is a time only in a question about the past: "How was the summer?", not "Where's the summer
        // duvet?".
        if ((m = SEASON.matcher(q)).find() && !(habit && !named(m.group(1)))
                && (past || !m.group(1).equals("the"))) {
            return m.group(3) != null ? seasonOf(m.group(2), Integer.parseInt(m.group(3)), zone, m.group())
                    : season(m.group(2), today, zone, m.group(), ahead);
        }
        if ((m = IN_YEAR.matcher(q)).find()) {
            LocalDate start = LocalDate.of(Integer.parseInt(m.group(1)), 1, 1);
            return span(start.atStartOfDay(), start.plusYears(1).atStartOfDay(), zone, m.group());
        }
        if ((m = RECENT.matcher(q)).find()) {
            int back = m.group(3) == null ? RECENT_DAYS : lastFew(m.group(2), m.group(3));
            return span(today.minusDays(back - 1L).atStartOfDay(), today.plusDays(1).atStartOfDay(), zone,
                    m.group()).map(TimeFocus::loosely);
        }
        if ((m = EARLIEST.matcher(q)).find() && !(SCHEDULED.matcher(q).find() && !past)) {
            return Optional.of(TimeFocus.earliest(m.group()));
        }
        if ((m = LATEST.matcher(q)).find() && !(m.group(1).equals("last") && HOW_LONG.matcher(q).find()
                && q.substring(m.end()).matches("[\\s?.!]*"))) {
            return Optional.of(TimeFocus.latest(m.group()));
        }
        return Optional.empty();
    }

    /** "Last" or "this": the one named, whatever else the question says. */
    private static boolean named(String which) {
        return which.equals("last") || which.equals("this");
    }

    /**
     * The days "the last few days" and the like look back, today included: a couple of days 3, a few (or several,
     * or just "the last days") 5; a couple of weeks 14, a few weeks 28.
     */
    private static int lastFew(String howMany, String unit) {
        boolean couple = howMany != null && howMany.strip().toLowerCase(java.util.Locale.ROOT).startsWith("couple");
        return unit.equalsIgnoreCase("days") ? (couple ? 3 : 5) : (couple ? 14 : 28);
    }

    /**
     * Whether a weekday found by {@link #WEEKDAY} is any such day rather than one: said of any week ("a Friday",
     * "every Sunday", "Sunday mornings"), in a question about a habit ({@link #HABIT}), in one looking ahead ("What
     * are we doing on Saturday?", "the restaurant I booked for Friday", {@link #AHEAD}: the plan was written before
     * the day, so the day is a word of the topic, not when its note was written) or in one that does not ask about
     * the past at all ({@code past}: "What's my Sunday roast recipe?", "What time is my appointment on Monday?").
     * "Last Friday" and "this Friday" are always that day.
     */
    private static boolean anyWeekday(Matcher weekday, boolean habit, boolean ahead, boolean past) {
        String modifier = weekday.group(1) == null ? "" : weekday.group(1).toLowerCase(Locale.ROOT);
        if (named(modifier) || modifier.equals("past")) {
            return false;
        }
        boolean anyWeek = !modifier.isEmpty() && !modifier.equals("on") || "s".equals(weekday.group(4));
        return anyWeek || habit || ahead || !past;
    }

    /**
     * Whether a date named without a year ("14 May", "April 22nd") is still to come this year in a question that looks
     * ahead or does not ask about the past ("What's on 14 May?"): the plan for it was written before the day, so the
     * date is a word of the topic (matched by keyword), not when its note was written; "What did I do on 14 May?"
     * asks about last year's.
     */
    private static boolean stillToCome(int day, String monthName, String year, LocalDate today, boolean ahead,
                                       boolean past) {
        return (ahead || !past) && CalendarSpans.stillToCome(day, monthName, year, today);
    }

    private static Pattern p(String regex) {
        return Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
    }
}

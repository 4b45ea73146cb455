package org.snapwear.ui.start;

import org.eclipse.osgi.util.NLS;

/** UI strings of the start page (messages.properties). */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.snapwear.ui.start.messages";

    public static String StartPage_tabTitle;
    public static String StartPage_title;
    public static String StartPage_intro;
    public static String StartPage_startSection;
    public static String StartPage_openRun;
    public static String StartPage_openRunHint;
    public static String StartPage_openStudy;
    public static String StartPage_openStudyHint;
    public static String StartPage_newStudy;
    public static String StartPage_newStudyHint;
    public static String StartPage_demo;
    public static String StartPage_demoHint;
    public static String StartPage_recentSection;
    public static String StartPage_noRecent;
    public static String StartPage_learnSection;
    public static String StartPage_userGuide;
    public static String StartPage_userGuideHint;
    public static String StartPage_failed;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}

package org.snapwear.ui.actions;

import org.eclipse.osgi.util.NLS;

/** UI strings of the actions (messages.properties). */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.snapwear.ui.actions.messages";

    public static String OpenSequence_label;
    public static String OpenSequence_tooltip;
    public static String OpenSequence_dialogTitle;
    public static String OpenSequence_dialogMessage;
    public static String OpenStudy_label;
    public static String OpenStudy_tooltip;
    public static String OpenStudy_dialogTitle;
    public static String OpenStudy_filterStudies;
    public static String OpenStudy_filterAll;
    public static String UserGuide_label;
    public static String UserGuide_title;
    public static String UserGuide_noBrowser;
    public static String UserGuide_unavailable;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}

package org.snapwear.ui;

import org.eclipse.osgi.util.NLS;

/** UI strings of the application package (messages.properties). */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.snapwear.ui.messages";

    public static String Menu_file;
    public static String Menu_edit;
    public static String Menu_window;
    public static String Menu_showView;
    public static String Menu_help;
    public static String Window_title;
    public static String Startup_report;
    public static String Startup_phase;
    public static String Startup_overview;
    public static String Open_atLaunchFailed;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}

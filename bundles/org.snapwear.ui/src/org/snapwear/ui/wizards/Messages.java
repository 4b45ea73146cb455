package org.snapwear.ui.wizards;

import org.eclipse.osgi.util.NLS;

/** UI strings of the wizards (messages.properties). */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.snapwear.ui.wizards.messages";

    public static String NewStudy_windowTitle;
    public static String NewStudy_pageTitle;
    public static String NewStudy_pageDescription;
    public static String NewStudy_folder;
    public static String NewStudy_browse;
    public static String NewStudy_name;
    public static String NewStudy_hardware;
    public static String NewStudy_noFolder;
    public static String NewStudy_noName;
    public static String NewStudy_badName;
    public static String NewStudy_exists;
    public static String NewStudy_failed;
    public static String ImportSequence_windowTitle;
    public static String ImportSequence_pageTitle;
    public static String ImportSequence_pageDescription;
    public static String ImportSequence_directory;
    public static String ImportSequence_browse;
    public static String ImportSequence_dialogMessage;
    public static String ImportSequence_noDirectory;
    public static String ImportSequence_notDirectory;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}

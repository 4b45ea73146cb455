package org.snapwear.ui.editors.overview;

import java.nio.file.Path;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IPersistableElement;

/** A checkpoint sequence (directory or single checkpoint) as the input of the run overview editor. */
public final class RunOverviewInput implements IEditorInput {
    private final Path path;

    public RunOverviewInput(Path path) {
        this.path = path.toAbsolutePath().normalize();
    }

    public Path path() {
        return path;
    }

    @Override
    public boolean exists() {
        return java.nio.file.Files.exists(path);
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return ImageDescriptor.getMissingImageDescriptor();
    }

    @Override
    public String getName() {
        Path f = path.getFileName();
        return f == null ? path.toString() : f.toString();
    }

    @Override
    public IPersistableElement getPersistable() {
        return null;
    }

    @Override
    public String getToolTipText() {
        return path.toString();
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RunOverviewInput r && r.path.equals(path);
    }

    @Override
    public int hashCode() {
        return path.hashCode();
    }
}

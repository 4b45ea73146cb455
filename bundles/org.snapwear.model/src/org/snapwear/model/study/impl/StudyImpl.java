/**
 */
package org.snapwear.model.study.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.snapwear.model.study.Analyses;
import org.snapwear.model.study.Hardware;
import org.snapwear.model.study.MetadataTraceSource;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SnapshotSource;
import org.snapwear.model.study.SnapwearPackage;
import org.snapwear.model.study.Study;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Study</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.impl.StudyImpl#getName <em>Name</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.StudyImpl#getDescription <em>Description</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.StudyImpl#getSources <em>Sources</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.StudyImpl#getSchemes <em>Schemes</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.StudyImpl#getHardware <em>Hardware</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.StudyImpl#getMetadataTrace <em>Metadata Trace</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.StudyImpl#getAnalyses <em>Analyses</em>}</li>
 * </ul>
 *
 * @generated
 */
public class StudyImpl extends MinimalEObjectImpl.Container implements Study {
	/**
	 * The default value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected static final String NAME_EDEFAULT = "study";

	/**
	 * The cached value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected String name = NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getDescription() <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDescription()
	 * @generated
	 * @ordered
	 */
	protected static final String DESCRIPTION_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getDescription() <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDescription()
	 * @generated
	 * @ordered
	 */
	protected String description = DESCRIPTION_EDEFAULT;

	/**
	 * The cached value of the '{@link #getSources() <em>Sources</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSources()
	 * @generated
	 * @ordered
	 */
	protected EList<SnapshotSource> sources;

	/**
	 * The cached value of the '{@link #getSchemes() <em>Schemes</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSchemes()
	 * @generated
	 * @ordered
	 */
	protected EList<Scheme> schemes;

	/**
	 * The cached value of the '{@link #getHardware() <em>Hardware</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHardware()
	 * @generated
	 * @ordered
	 */
	protected Hardware hardware;

	/**
	 * The cached value of the '{@link #getMetadataTrace() <em>Metadata Trace</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMetadataTrace()
	 * @generated
	 * @ordered
	 */
	protected MetadataTraceSource metadataTrace;

	/**
	 * The cached value of the '{@link #getAnalyses() <em>Analyses</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAnalyses()
	 * @generated
	 * @ordered
	 */
	protected Analyses analyses;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected StudyImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return SnapwearPackage.Literals.STUDY;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
		return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setName(String newName) {
		String oldName = name;
		name = newName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.STUDY__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getDescription() {
		return description;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDescription(String newDescription) {
		String oldDescription = description;
		description = newDescription;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.STUDY__DESCRIPTION, oldDescription, description));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<SnapshotSource> getSources() {
		if (sources == null) {
			sources = new EObjectContainmentEList<SnapshotSource>(SnapshotSource.class, this, SnapwearPackage.STUDY__SOURCES);
		}
		return sources;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Scheme> getSchemes() {
		if (schemes == null) {
			schemes = new EObjectContainmentEList<Scheme>(Scheme.class, this, SnapwearPackage.STUDY__SCHEMES);
		}
		return schemes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Hardware getHardware() {
		return hardware;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetHardware(Hardware newHardware, NotificationChain msgs) {
		Hardware oldHardware = hardware;
		hardware = newHardware;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, SnapwearPackage.STUDY__HARDWARE, oldHardware, newHardware);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHardware(Hardware newHardware) {
		if (newHardware != hardware) {
			NotificationChain msgs = null;
			if (hardware != null)
				msgs = ((InternalEObject)hardware).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.STUDY__HARDWARE, null, msgs);
			if (newHardware != null)
				msgs = ((InternalEObject)newHardware).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.STUDY__HARDWARE, null, msgs);
			msgs = basicSetHardware(newHardware, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.STUDY__HARDWARE, newHardware, newHardware));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MetadataTraceSource getMetadataTrace() {
		return metadataTrace;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetMetadataTrace(MetadataTraceSource newMetadataTrace, NotificationChain msgs) {
		MetadataTraceSource oldMetadataTrace = metadataTrace;
		metadataTrace = newMetadataTrace;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, SnapwearPackage.STUDY__METADATA_TRACE, oldMetadataTrace, newMetadataTrace);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMetadataTrace(MetadataTraceSource newMetadataTrace) {
		if (newMetadataTrace != metadataTrace) {
			NotificationChain msgs = null;
			if (metadataTrace != null)
				msgs = ((InternalEObject)metadataTrace).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.STUDY__METADATA_TRACE, null, msgs);
			if (newMetadataTrace != null)
				msgs = ((InternalEObject)newMetadataTrace).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.STUDY__METADATA_TRACE, null, msgs);
			msgs = basicSetMetadataTrace(newMetadataTrace, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.STUDY__METADATA_TRACE, newMetadataTrace, newMetadataTrace));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Analyses getAnalyses() {
		return analyses;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetAnalyses(Analyses newAnalyses, NotificationChain msgs) {
		Analyses oldAnalyses = analyses;
		analyses = newAnalyses;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, SnapwearPackage.STUDY__ANALYSES, oldAnalyses, newAnalyses);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAnalyses(Analyses newAnalyses) {
		if (newAnalyses != analyses) {
			NotificationChain msgs = null;
			if (analyses != null)
				msgs = ((InternalEObject)analyses).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.STUDY__ANALYSES, null, msgs);
			if (newAnalyses != null)
				msgs = ((InternalEObject)newAnalyses).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - SnapwearPackage.STUDY__ANALYSES, null, msgs);
			msgs = basicSetAnalyses(newAnalyses, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.STUDY__ANALYSES, newAnalyses, newAnalyses));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case SnapwearPackage.STUDY__SOURCES:
				return ((InternalEList<?>)getSources()).basicRemove(otherEnd, msgs);
			case SnapwearPackage.STUDY__SCHEMES:
				return ((InternalEList<?>)getSchemes()).basicRemove(otherEnd, msgs);
			case SnapwearPackage.STUDY__HARDWARE:
				return basicSetHardware(null, msgs);
			case SnapwearPackage.STUDY__METADATA_TRACE:
				return basicSetMetadataTrace(null, msgs);
			case SnapwearPackage.STUDY__ANALYSES:
				return basicSetAnalyses(null, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case SnapwearPackage.STUDY__NAME:
				return getName();
			case SnapwearPackage.STUDY__DESCRIPTION:
				return getDescription();
			case SnapwearPackage.STUDY__SOURCES:
				return getSources();
			case SnapwearPackage.STUDY__SCHEMES:
				return getSchemes();
			case SnapwearPackage.STUDY__HARDWARE:
				return getHardware();
			case SnapwearPackage.STUDY__METADATA_TRACE:
				return getMetadataTrace();
			case SnapwearPackage.STUDY__ANALYSES:
				return getAnalyses();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case SnapwearPackage.STUDY__NAME:
				setName((String)newValue);
				return;
			case SnapwearPackage.STUDY__DESCRIPTION:
				setDescription((String)newValue);
				return;
			case SnapwearPackage.STUDY__SOURCES:
				getSources().clear();
				getSources().addAll((Collection<? extends SnapshotSource>)newValue);
				return;
			case SnapwearPackage.STUDY__SCHEMES:
				getSchemes().clear();
				getSchemes().addAll((Collection<? extends Scheme>)newValue);
				return;
			case SnapwearPackage.STUDY__HARDWARE:
				setHardware((Hardware)newValue);
				return;
			case SnapwearPackage.STUDY__METADATA_TRACE:
				setMetadataTrace((MetadataTraceSource)newValue);
				return;
			case SnapwearPackage.STUDY__ANALYSES:
				setAnalyses((Analyses)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case SnapwearPackage.STUDY__NAME:
				setName(NAME_EDEFAULT);
				return;
			case SnapwearPackage.STUDY__DESCRIPTION:
				setDescription(DESCRIPTION_EDEFAULT);
				return;
			case SnapwearPackage.STUDY__SOURCES:
				getSources().clear();
				return;
			case SnapwearPackage.STUDY__SCHEMES:
				getSchemes().clear();
				return;
			case SnapwearPackage.STUDY__HARDWARE:
				setHardware((Hardware)null);
				return;
			case SnapwearPackage.STUDY__METADATA_TRACE:
				setMetadataTrace((MetadataTraceSource)null);
				return;
			case SnapwearPackage.STUDY__ANALYSES:
				setAnalyses((Analyses)null);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case SnapwearPackage.STUDY__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case SnapwearPackage.STUDY__DESCRIPTION:
				return DESCRIPTION_EDEFAULT == null ? description != null : !DESCRIPTION_EDEFAULT.equals(description);
			case SnapwearPackage.STUDY__SOURCES:
				return sources != null && !sources.isEmpty();
			case SnapwearPackage.STUDY__SCHEMES:
				return schemes != null && !schemes.isEmpty();
			case SnapwearPackage.STUDY__HARDWARE:
				return hardware != null;
			case SnapwearPackage.STUDY__METADATA_TRACE:
				return metadataTrace != null;
			case SnapwearPackage.STUDY__ANALYSES:
				return analyses != null;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (name: ");
		result.append(name);
		result.append(", description: ");
		result.append(description);
		result.append(')');
		return result.toString();
	}

} //StudyImpl

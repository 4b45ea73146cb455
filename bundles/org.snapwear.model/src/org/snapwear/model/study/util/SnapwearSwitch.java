/**
 */
package org.snapwear.model.study.util;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.util.Switch;

import org.snapwear.model.study.*;

/**
 * <!-- begin-user-doc -->
 * The <b>Switch</b> for the model's inheritance hierarchy.
 * It supports the call {@link #doSwitch(EObject) doSwitch(object)}
 * to invoke the <code>caseXXX</code> method for each class of the model,
 * starting with the actual class of the object
 * and proceeding up the inheritance hierarchy
 * until a non-null result is returned,
 * which is the result of the switch.
 * <!-- end-user-doc -->
 * @see org.snapwear.model.study.SnapwearPackage
 * @generated
 */
public class SnapwearSwitch<T> extends Switch<T> {
	/**
	 * The cached model package
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static SnapwearPackage modelPackage;

	/**
	 * Creates an instance of the switch.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SnapwearSwitch() {
		if (modelPackage == null) {
			modelPackage = SnapwearPackage.eINSTANCE;
		}
	}

	/**
	 * Checks whether this is a switch for the given package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param ePackage the package in question.
	 * @return whether this is a switch for the given package.
	 * @generated
	 */
	@Override
	protected boolean isSwitchFor(EPackage ePackage) {
		return ePackage == modelPackage;
	}

	/**
	 * Calls <code>caseXXX</code> for each class of the model until one returns a non null result; it yields that result.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the first non-null result returned by a <code>caseXXX</code> call.
	 * @generated
	 */
	@Override
	protected T doSwitch(int classifierID, EObject theEObject) {
		switch (classifierID) {
			case SnapwearPackage.STUDY: {
				Study study = (Study)theEObject;
				T result = caseStudy(study);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.SNAPSHOT_SOURCE: {
				SnapshotSource snapshotSource = (SnapshotSource)theEObject;
				T result = caseSnapshotSource(snapshotSource);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.SEQUENCE_SOURCE: {
				SequenceSource sequenceSource = (SequenceSource)theEObject;
				T result = caseSequenceSource(sequenceSource);
				if (result == null) result = caseSnapshotSource(sequenceSource);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.GENERATOR_SOURCE: {
				GeneratorSource generatorSource = (GeneratorSource)theEObject;
				T result = caseGeneratorSource(generatorSource);
				if (result == null) result = caseSnapshotSource(generatorSource);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.SCHEME: {
				Scheme scheme = (Scheme)theEObject;
				T result = caseScheme(scheme);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.CODEC_PARAMETER: {
				CodecParameter codecParameter = (CodecParameter)theEObject;
				T result = caseCodecParameter(codecParameter);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.HARDWARE: {
				Hardware hardware = (Hardware)theEObject;
				T result = caseHardware(hardware);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.SSD_SETTINGS: {
				SsdSettings ssdSettings = (SsdSettings)theEObject;
				T result = caseSsdSettings(ssdSettings);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.SLC_SETTINGS: {
				SlcSettings slcSettings = (SlcSettings)theEObject;
				T result = caseSlcSettings(slcSettings);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.BUDDY_SETTINGS: {
				BuddySettings buddySettings = (BuddySettings)theEObject;
				T result = caseBuddySettings(buddySettings);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.CLUSTER_SETTINGS: {
				ClusterSettings clusterSettings = (ClusterSettings)theEObject;
				T result = caseClusterSettings(clusterSettings);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.METADATA_TRACE_SOURCE: {
				MetadataTraceSource metadataTraceSource = (MetadataTraceSource)theEObject;
				T result = caseMetadataTraceSource(metadataTraceSource);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case SnapwearPackage.ANALYSES: {
				Analyses analyses = (Analyses)theEObject;
				T result = caseAnalyses(analyses);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			default: return defaultCase(theEObject);
		}
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Study</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Study</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseStudy(Study object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Snapshot Source</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Snapshot Source</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSnapshotSource(SnapshotSource object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Sequence Source</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Sequence Source</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSequenceSource(SequenceSource object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Generator Source</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Generator Source</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseGeneratorSource(GeneratorSource object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Scheme</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Scheme</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseScheme(Scheme object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Codec Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Codec Parameter</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCodecParameter(CodecParameter object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Hardware</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Hardware</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHardware(Hardware object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Ssd Settings</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Ssd Settings</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSsdSettings(SsdSettings object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Slc Settings</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Slc Settings</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSlcSettings(SlcSettings object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Buddy Settings</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Buddy Settings</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseBuddySettings(BuddySettings object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Cluster Settings</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Cluster Settings</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseClusterSettings(ClusterSettings object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Metadata Trace Source</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Metadata Trace Source</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseMetadataTraceSource(MetadataTraceSource object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Analyses</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Analyses</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseAnalyses(Analyses object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch, but this is the last case anyway.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject)
	 * @generated
	 */
	@Override
	public T defaultCase(EObject object) {
		return null;
	}

} //SnapwearSwitch
